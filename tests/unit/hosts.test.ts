import { describe, expect, it } from 'vitest';
import { isLocalOrPrivateHost } from '../../src/domain/hosts';

describe('isLocalOrPrivateHost', () => {
  it.each<[string, boolean]>([
    ['localhost', true],
    ['localhost:5173', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.0.0.1:4173', true],
    ['127.8.9.10', true],
    ['0.0.0.0', true],
    ['10.0.0.5', true],
    ['10.255.255.255:8080', true],
    ['172.16.0.1', true],
    ['172.31.255.254', true],
    ['172.15.0.1', false],
    ['172.32.0.1', false],
    ['192.168.1.20', true],
    ['192.169.1.20', false],
    ['169.254.10.10', true],
    ['[::1]', true],
    ['[::1]:5173', true],
    ['::1', true],
    ['[fd12:3456::1]', true],
    ['[fe80::1]:80', true],
    ['[2001:4860:4860::8888]', false],
    ['my-laptop.local', true],
    ['printer.local.', true],
    ['', true],
    ['youth.agraarchdiocese.org', false],
    ['demo-youth-commission.web.app', false],
    ['8.8.8.8', false],
    ['11.0.0.1', false],
    ['localhost.example.com', false],
    ['10.0.0.300', false],
  ])('%j → %s', (host, expected) => {
    expect(isLocalOrPrivateHost(host)).toBe(expected);
  });
});

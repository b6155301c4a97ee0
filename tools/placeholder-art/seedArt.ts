/**
 * The seed's pictures: who is in which portrait (the members' and the messages' office bearers,
 * the chairman among them), and which scene, seed and grain each seed gallery photograph has.
 */
import type { PortraitStyle } from './portraits';
import type { SceneName } from './scenes';

export const MEMBER_PORTRAITS: Record<string, Omit<PortraitStyle, 'background'> & { bg: string }> =
  {
    'vivek-francis': {
      bg: '#9ad1d4',
      skin: '#a0673f',
      hair: 'short',
      dress: 'shirt',
      clothes: '#2980b9',
      glasses: true,
    },
    'riya-pinto': {
      bg: '#f7c59f',
      skin: '#c68642',
      hair: 'long',
      dress: 'kurta',
      clothes: '#8e44ad',
      dupatta: '#f1c40f',
    },
    'ankita-masih': {
      bg: '#c3e88d',
      skin: '#b5774a',
      hair: 'bun',
      dress: 'kurta',
      clothes: '#c0392b',
      dupatta: '#fbe3a1',
    },
    'prateek-lal': {
      bg: '#ffd3b6',
      skin: '#8d5524',
      hair: 'side',
      dress: 'shirt',
      clothes: '#16a085',
      beard: true,
    },
    'nikhil-george': {
      bg: '#d4c1ec',
      skin: '#d19a6a',
      hair: 'short',
      dress: 'shirt',
      clothes: '#34495e',
    },
    'rohan-dsouza': {
      bg: '#ffeaa7',
      skin: '#a0673f',
      hair: 'side',
      dress: 'shirt',
      clothes: '#d35400',
    },
    'sneha-fernandes': {
      bg: '#a8e6cf',
      skin: '#c68642',
      hair: 'long',
      dress: 'shirt',
      clothes: '#e84393',
      glasses: true,
    },
    'joel-singh': {
      bg: '#b3cde0',
      skin: '#7a4a2a',
      hair: 'short',
      dress: 'kurta',
      clothes: '#f5f5f5',
      beard: true,
    },
    'shalini-joseph': {
      bg: '#fab1a0',
      skin: '#8d5524',
      hair: 'bun',
      dress: 'kurta',
      clothes: '#27ae60',
      dupatta: '#ffffff',
    },
    'priya-lobo': {
      bg: '#ffe0f0',
      skin: '#b5774a',
      hair: 'long',
      dress: 'kurta',
      clothes: '#2980b9',
      dupatta: '#e67e22',
    },
  };

export const BISHOP: Omit<PortraitStyle, 'background'> = {
  skin: '#a0673f',
  hair: 'bald',
  hairColor: '#8a8a8a',
  dress: 'cassock',
  clothes: '#f5f3ee',
  headwear: 'zucchetto',
  glasses: true,
  cross: true,
};

export const MESSAGE_PORTRAITS: Record<string, PortraitStyle> = {
  'messages/archbishop.jpg': { ...BISHOP, background: ['#f3e0c8', '#d9b48f'] },
  'messages/youth-director.jpg': {
    background: ['#dbe9f6', '#a9c6e8'],
    skin: '#8d5524',
    hair: 'short',
    dress: 'clerical',
    clothes: '#1c1c1c',
  },
  'messages/youth-director-former.jpg': {
    background: ['#e6efd9', '#b9cf9a'],
    skin: '#c68642',
    hair: 'side',
    hairColor: '#4a4a4a',
    dress: 'cassock',
    clothes: '#f5f3ee',
    glasses: true,
  },
  'messages/associate-director.jpg': {
    background: ['#f6e3d6', '#e3b99a'],
    skin: '#7a4a2a',
    hair: 'short',
    dress: 'clerical',
    clothes: '#2c2c2c',
    beard: true,
  },
  'messages/lady-animator.jpg': {
    background: ['#eadcf2', '#c9b2dd'],
    skin: '#b5774a',
    hair: 'short',
    dress: 'shirt',
    clothes: '#f7f7f7',
    headwear: 'veil',
    cross: true,
  },
};

/** Scene, seed and grain of each seed gallery photograph; one is grainy so it exceeds 256 KiB. */
export const SEED_GALLERY_ART: Record<string, { scene: SceneName; seed: number; grain: number }> = {
  'gallery/new-committee.webp': { scene: 'group', seed: 31, grain: 0.05 },
  'gallery/youth-sunday.webp': { scene: 'church', seed: 32, grain: 0.05 },
  'gallery/christmas-carols.webp': { scene: 'choir', seed: 33, grain: 0.05 },
  'gallery/sports-meet.webp': { scene: 'sports', seed: 34, grain: 0.05 },
  'gallery/youth-rally-mathura.webp': { scene: 'procession', seed: 35, grain: 0.05 },
  'gallery/leadership-camp.webp': { scene: 'campfire', seed: 36, grain: 0.05 },
  'gallery/tree-planting-aligarh.webp': { scene: 'service', seed: 37, grain: 0.05 },
  'gallery/candlelight-vigil.webp': { scene: 'prayer', seed: 38, grain: 0.3 },
};

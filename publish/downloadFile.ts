/** How long a file may take to arrive before the publish goes on without its copy. */
const FETCH_TIMEOUT_MS = 30_000;

/**
 * A file's bytes, fetched for a copy the publish makes of it (a poster, a thumbnail), or why they
 * could not be: an answer other than 2xx, a failed or timed-out request.
 */
export async function downloadFile(
  url: string,
  fetchFile: typeof fetch,
): Promise<{ bytes: Uint8Array } | { reason: string }> {
  try {
    const response = await fetchFile(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return { reason: `HTTP ${response.status}` };
    return { bytes: new Uint8Array(await response.arrayBuffer()) };
  } catch (error) {
    return { reason: (error as Error).message };
  }
}

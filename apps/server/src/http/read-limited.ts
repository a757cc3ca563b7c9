/** Reads a response body up to `limit` bytes; throws past it. */
export async function readLimited(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel();
    throw new Error(`answer of ${declared} bytes is over the ${limit}-byte limit`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    const buffer = Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      await response.body.cancel().catch(() => undefined);
      throw new Error(`answer is over the ${limit}-byte limit`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

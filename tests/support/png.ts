/** Width and height of a PNG, read from its header (the IHDR chunk); null if it is not a PNG. */
export function pngSize(png: Buffer): {width: number; height: number} | null {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a' || png.subarray(12, 16).toString('latin1') !== 'IHDR')
    return null;
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

import compressible from 'compressible';

/**
 * Whether answers of this Content-Type are text worth compressing: the `compressible` list,
 * less application/octet-stream, which that list counts but which is binary here (the
 * installer download, the sample point cloud): it barely shrinks, and keeps its
 * Content-Length for a progress bar.
 */
export function isCompressibleType(type: string): boolean {
  return !type.startsWith('application/octet-stream') && compressible(type) === true;
}

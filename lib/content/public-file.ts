import path from 'node:path'

/**
 * The file in public/ that a root-relative URL such as /demo/a.jpg names, or null when the
 * URL is not one or would leave public/ (`/../x`, `/%2e%2e/x`).
 */
export function publicFile(src: string): string | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null
  const publicDir = path.join(process.cwd(), 'public')
  let file: string
  try {
    file = path.join(publicDir, decodeURIComponent(new URL(src, 'http://x').pathname))
  } catch {
    return null
  }
  return file.startsWith(publicDir + path.sep) ? file : null
}

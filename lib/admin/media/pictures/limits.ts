/** What one save may bring of new pictures: the form checks it as files are chosen, the server again. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024
export const MAX_NEW_PICTURES = 5

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Why these chosen files cannot be sent, in the editor's words, or null when they can. */
export function refusedPictures(files: readonly { name: string; size: number }[]): string | null {
  const large = files.filter((file) => file.size > MAX_PICTURE_BYTES)
  if (large.length) {
    const names = large.map((file) => `${file.name} (${megabytes(file.size)})`).join(', ')
    return `Nothing was added: pictures can be up to 10 MB each, and ${names} ${large.length === 1 ? 'is' : 'are'} larger. Make ${large.length === 1 ? 'it' : 'them'} smaller and choose again.`
  }
  if (files.length > MAX_NEW_PICTURES) {
    return `Nothing was added: choose at most ${MAX_NEW_PICTURES} pictures at a time (you chose ${files.length}).`
  }
  return null
}

/**
 * The media picker's search of the library, asked with a GET from the browser
 * (app/admin/library-search/route.ts answers it). Not a server action: an action is a
 * mutation, and anything exported from a 'use server' module can be called as one.
 */
export const LIBRARY_SEARCH_PATH = '/admin/library-search'

/** A library picture as the picker offers it. */
export interface PickablePicture {
  id: string
  url: string
  title: string
  alt: string
}

/**
 * The library's pictures matching every word of `query`, newest first. A session that has
 * ended is sent to the sign-in page, as a server action's would be; another failure throws.
 */
export async function searchLibrary(query: string): Promise<PickablePicture[]> {
  const response = await fetch(`${LIBRARY_SEARCH_PATH}?${new URLSearchParams({ q: query })}`, {
    headers: { accept: 'application/json' },
  })
  if (response.redirected && !response.url.includes(LIBRARY_SEARCH_PATH)) {
    window.location.assign(response.url)
    return new Promise(() => {})
  }
  if (!response.ok || !response.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(`The library could not be searched (HTTP ${response.status})`)
  }
  return (await response.json()) as PickablePicture[]
}

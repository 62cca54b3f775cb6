import { expect, type APIRequestContext } from '@playwright/test'

/** Each path answers 404 with the site's own "Page not found" page. */
export async function expectNotFound(request: APIRequestContext, paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page not found')
  }
}

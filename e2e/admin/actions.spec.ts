import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { CHECKED_MUTATIONS } from '../../test/support/server-actions'
import { newAccount, signIn, unique, withFirestore } from './editors'
import { fillEventStart, openId, save } from './forms'

/**
 * A server action is a public endpoint, whoever renders its form: these call the delete action
 * directly, as a script would, and check that it deletes nothing without a session, without a
 * role, or from another site.
 */
test.describe('server actions called directly', () => {
  let eventId: string
  let actionField: string

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    await signIn(page, await newAccount('editor'), '/admin/events/new')
    await fillEventStart(page, unique('Kept Safe'), '2027-01-10', '10:00')
    await save(page, 'Create event')
    await expect(page).toHaveURL(/saved=1$/)
    eventId = openId(page)
    // The delete form's hidden field names its server action (in the server's HTML: forms
    // rendered in the browser after a navigation do not carry it).
    await page.reload()
    actionField = (await page
      .locator('details.admin-danger input[name^="$ACTION_ID_"]')
      .getAttribute('name'))!
    expect(actionField).toMatch(/^\$ACTION_ID_[0-9a-f]+$/)
    await page.close()
  })

  async function stillThere() {
    return (await withFirestore((db) => db.collection('showcase').doc(eventId).get())).exists
  }

  test('without a session, the delete action deletes nothing', async ({ request, baseURL }) => {
    const response = await request.post(`/admin/events/${eventId}`, {
      headers: { origin: baseURL! },
      multipart: { [actionField]: '', collection: 'showcase', id: eventId },
      maxRedirects: 0,
    })
    expect(response.status()).toBeLessThan(500)
    expect(await stillThere()).toBe(true)
  })

  test('signed in without a role, it deletes nothing', async ({ page, baseURL }) => {
    await signIn(page, await newAccount(null))
    const response = await page.request.post(`/admin/events/${eventId}`, {
      headers: { origin: baseURL! },
      multipart: { [actionField]: '', collection: 'showcase', id: eventId },
      maxRedirects: 0,
    })
    expect(response.status()).toBeLessThan(500)
    expect(await stillThere()).toBe(true)
  })

  test('from another site, even with an editor’s session, it deletes nothing', async ({ page }) => {
    await signIn(page, await newAccount('editor'))
    await page.request.post(`/admin/events/${eventId}`, {
      headers: { origin: 'https://evil.example' },
      multipart: { [actionField]: '', collection: 'showcase', id: eventId },
      maxRedirects: 0,
    })
    expect(await stillThere()).toBe(true)
  })

  test('the same call from the editor’s own page does delete (so the refusals above mean something)', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, await newAccount('editor'))
    await page.request.post(`/admin/events/${eventId}`, {
      headers: { origin: baseURL! },
      multipart: { [actionField]: '', collection: 'showcase', id: eventId },
      maxRedirects: 0,
    })
    await expect.poll(stillThere).toBe(false)
  })
})

/**
 * The server references of the build the standalone server serves, as Next registers them
 * (test/support/e2e.mjs names the build): every server action, and every 'use cache' function,
 * which Next 16 registers too, as `$$RSC_SERVER_CACHE_n`.
 */
function serverReferences(): [id: string, name: string][] {
  const dist = process.env.NEXT_DIST_DIR
  expect(dist, 'NEXT_DIST_DIR names the build the harness serves').toBeTruthy()
  const file = join(
    dist!,
    'standalone',
    basename(dist!),
    'server',
    'server-reference-manifest.json',
  )
  const { node } = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>
  }
  return Object.entries(node).map(([id, ref]) => [id, `${ref.filename}: ${ref.exportedName}`])
}

const isCachedFunction = (name: string) => name.includes(': $$RSC_SERVER_CACHE_')

test.describe("the build's server references", () => {
  test('its server actions are the checked mutations, and nothing else', () => {
    const actions = serverReferences()
      .map(([, name]) => name)
      .filter((name) => !isCachedFunction(name))
    const listed = Object.entries(CHECKED_MUTATIONS).flatMap(([file, names]) =>
      names.map((name) => `${file}: ${name}`),
    )
    expect(actions.sort()).toEqual(listed.sort())
  })

  test('a cached read named as a server action is refused, on every path, with any session', async ({
    request,
    browser,
    baseURL,
  }) => {
    const cached = serverReferences().filter(([, name]) => isCachedFunction(name))
    // The data functions with 'use cache' (lib/*/queries.ts and others): none may be missing.
    expect(cached.length).toBeGreaterThan(10)
    const page = await browser.newPage()
    await signIn(page, await newAccount('editor'))
    const call = (client: APIRequestContext, path: string, id: string, cookie?: string) =>
      client.post(path, {
        // As the browser's client calls an action with no arguments (encodeReply of []).
        headers: {
          'next-action': id,
          origin: baseURL!,
          'content-type': 'text/plain;charset=UTF-8',
          ...(cookie ? { cookie } : {}),
        },
        data: '[]',
        maxRedirects: 0,
      })
    const answers: string[] = []
    for (const [id, name] of cached) {
      for (const [client, path, cookie] of [
        [request, '/', undefined],
        [request, '/admin/events', '__session=made-up'],
        [page.request, '/admin/media', undefined],
      ] as const) {
        answers.push(`${name} at ${path}: ${(await call(client, path, id, cookie)).status()}`)
      }
    }
    await page.close()
    expect(answers.filter((answer) => !answer.endsWith(': 404'))).toEqual([])
  })
})

import { expect, test } from '@playwright/test'
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
      multipart: { [actionField]: '', id: eventId },
      maxRedirects: 0,
    })
    expect(response.status()).toBeLessThan(500)
    expect(await stillThere()).toBe(true)
  })

  test('signed in without a role, it deletes nothing', async ({ page, baseURL }) => {
    await signIn(page, await newAccount(null))
    const response = await page.request.post(`/admin/events/${eventId}`, {
      headers: { origin: baseURL! },
      multipart: { [actionField]: '', id: eventId },
      maxRedirects: 0,
    })
    expect(response.status()).toBeLessThan(500)
    expect(await stillThere()).toBe(true)
  })

  test('from another site, even with an editor’s session, it deletes nothing', async ({ page }) => {
    await signIn(page, await newAccount('editor'))
    await page.request.post(`/admin/events/${eventId}`, {
      headers: { origin: 'https://evil.example' },
      multipart: { [actionField]: '', id: eventId },
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
      multipart: { [actionField]: '', id: eventId },
      maxRedirects: 0,
    })
    await expect.poll(stillThere).toBe(false)
  })
})

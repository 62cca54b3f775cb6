import { chromium } from '@playwright/test'
const base = 'http://localhost:3000'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`${base}/admin/sign-in`)
  await page.getByLabel('E-mail address').fill('editor@example.org')
  await page.getByLabel('Password').fill('demo-editor-1')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/admin$/)
  for (const path of process.argv.slice(2)) {
    await page.goto(base + path)
    await page.getByText('Loading…').waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`, fullPage: true })
  }
  await page.close()
}
await browser.close()

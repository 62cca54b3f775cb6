import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const pages = [
  ['events', '/events'],
  ['free', '/events/free'],
  ['bsl', '/events/access/bsl-interpreted'],
  ['venues', '/venues'],
  ['venue', '/venues/kirkleatham-museum'],
  ['event', '/events/voices-of-eston-hills/voices-of-eston-hills'],
  ['month', '/events/month/2026/11'],
  ['weekend', '/events/this-weekend'],
  ['search', '/search?q=lantrn'],
]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const [name, path] of pages) {
    const res = await page.goto(base + path)
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true })
    console.log(name, width, res?.status(), await page.evaluate(() => document.documentElement.scrollWidth))
  }
  await page.close()
}
await browser.close()

#!/usr/bin/env node
// Writes public/images/og-default.png, the 1200×630 picture that link previews (Open Graph,
// Twitter) show for pages without a picture of their own: the logo on the brand colours.
//   node scripts/assets/make-og-image.mjs
import { readFileSync } from 'node:fs'
import sharp from 'sharp'

const logo = readFileSync(new URL('../../public/logo.svg', import.meta.url))
const background = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#5b2a86"/>
  <circle cx="1080" cy="90" r="220" fill="#e6007e" opacity="0.85"/>
  <circle cx="120" cy="600" r="180" fill="#c4d600" opacity="0.8"/>
  <rect x="200" y="165" width="800" height="300" rx="36" fill="#ffffff"/>
</svg>`)
const mark = await sharp(logo, { density: 300 })
  .resize({ width: 700, height: 240, fit: 'inside' })
  .png()
  .toBuffer()
const { width = 0, height = 0 } = await sharp(mark).metadata()
await sharp(background)
  .composite([
    { input: mark, left: Math.round(600 - width / 2), top: Math.round(315 - height / 2) },
  ])
  .png({ compressionLevel: 9 })
  .toFile(new URL('../../public/images/og-default.png', import.meta.url).pathname)
console.log(`public/images/og-default.png: 1200×630`)

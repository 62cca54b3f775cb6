// One-off generator for the demo's images: renders SVG artwork to JPEG with sharp.
//
//   node scripts/assets/make-demo-images.mjs
//
// Writes every image the demo content refers to (public/demo/events, updates, staff), plus the
// site's default images and the home page video poster (public/images). Output is deterministic:
// each picture is seeded from its file name, so running it again gives the same files.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { demoContent } from '../dev/demo-content.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PUBLIC = path.join(ROOT, 'public')

const C = {
  pink: '#e6007e',
  purple: '#5b2a86',
  lime: '#c6d600',
  aqua: '#00b5b8',
  salmon: '#ff8a65',
  blue: '#1e5aa8',
  ink: '#1d1430',
  cream: '#fff6e9',
  sand: '#f3dcb2',
}
const BRIGHT = [C.pink, C.lime, C.aqua, C.salmon, C.blue, C.purple]

const THEME = {
  white: C.cream,
  burple: '#3f3a9e',
  pink: C.pink,
  purple: C.purple,
  lime: C.lime,
  green: '#2e9d5b',
  salmon: C.salmon,
  red: '#d7263d',
  aqua: C.aqua,
  blue: C.blue,
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function hash(text) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

/** mulberry32: a tiny seeded random number generator. */
function seeded(seed) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (lo, hi) => lo + (hi - lo) * next()
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1))
  next.pick = (list) => list[Math.floor(next() * list.length)]
  return next
}

const f = (n) => Math.round(n * 10) / 10

/** A smooth closed blob round (cx, cy). */
function blob(rng, cx, cy, r, points = 8, wobble = 0.35) {
  const pts = []
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2
    const rr = r * (1 - wobble / 2 + wobble * rng())
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr])
  }
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points]
    const p1 = pts[i]
    const p2 = pts[(i + 1) % points]
    const p3 = pts[(i + 2) % points]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`
  }
  return d + 'Z'
}

/** A sine-wave band from x=0 to x=w, filled down to `bottom`. */
function wave(w, y, amp, length, phase, bottom) {
  let d = `M0,${bottom} L0,${f(y + Math.sin(phase) * amp)}`
  for (let x = 0; x <= w; x += 20) {
    d += ` L${x},${f(y + Math.sin(phase + (x / length) * Math.PI * 2) * amp)}`
  }
  return d + ` L${w},${bottom} Z`
}

function linear(id, stops, vertical = true) {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0']
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${f((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`
}

function shuffled(rng, list) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Scenes: each returns { defs, body } for a w x h canvas

const scenes = {
  skyline(rng, w, h, accent) {
    const sky = rng.pick([
      [C.salmon, C.pink, C.purple],
      [C.aqua, C.blue],
      [C.lime, C.aqua, C.blue],
    ])
    const river = h * 0.72
    const towerW = w * 0.07
    const left = w * 0.22
    const right = w * 0.78
    const top = h * 0.18
    let lattice = ''
    for (const x of [left, right]) {
      lattice += `<path d="M${f(x - towerW)},${f(river)} L${f(x - towerW * 0.25)},${f(top)} L${f(x + towerW * 0.25)},${f(top)} L${f(x + towerW)},${f(river)} Z" fill="none" stroke="${C.ink}" stroke-width="9"/>`
      for (let i = 1; i < 6; i++) {
        const y = top + ((river - top) * i) / 6
        const half = towerW * 0.25 + (towerW * 0.75 * i) / 6
        lattice += `<line x1="${f(x - half)}" y1="${f(y)}" x2="${f(x + half)}" y2="${f(y + (river - top) / 6)}" stroke="${C.ink}" stroke-width="4"/>`
        lattice += `<line x1="${f(x + half)}" y1="${f(y)}" x2="${f(x - half)}" y2="${f(y + (river - top) / 6)}" stroke="${C.ink}" stroke-width="4"/>`
      }
    }
    const girder = `<rect x="${f(left - towerW * 0.6)}" y="${f(top - 22)}" width="${f(right - left + towerW * 1.2)}" height="30" fill="${C.ink}"/>`
    const gx = rng.range(left + 60, right - 160)
    const gondola = `<line x1="${f(gx + 50)}" y1="${f(top + 8)}" x2="${f(gx + 50)}" y2="${f(river - 50)}" stroke="${C.ink}" stroke-width="5"/><rect x="${f(gx)}" y="${f(river - 52)}" width="100" height="28" fill="${accent}" stroke="${C.ink}" stroke-width="5"/>`
    let chimneys = ''
    for (let i = 0; i < 5; i++) {
      const x = rng.range(w * 0.3, w * 0.95)
      const ch = rng.range(h * 0.12, h * 0.3)
      chimneys += `<rect x="${f(x)}" y="${f(river - ch)}" width="${f(rng.range(14, 26))}" height="${f(ch)}" fill="${C.ink}" opacity="0.55"/>`
      for (let p = 0; p < 4; p++) {
        chimneys += `<circle cx="${f(x + 10 + p * rng.range(20, 40))}" cy="${f(river - ch - 40 - p * 45)}" r="${f(20 + p * 12)}" fill="${C.cream}" opacity="${f(0.3 - p * 0.06)}"/>`
      }
    }
    let ripples = ''
    for (let i = 0; i < 7; i++) {
      const y = river + 30 + i * 26
      ripples += `<path d="${wave(w, y, 5, rng.range(120, 220), rng.range(0, 6), y + 3)}" fill="none" stroke="${C.cream}" stroke-width="3" opacity="${f(0.5 - i * 0.05)}"/>`
    }
    return {
      defs: linear('sky', sky) + linear('river', [C.blue, C.ink]),
      body:
        `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
        `<circle cx="${f(rng.range(w * 0.35, w * 0.65))}" cy="${f(h * 0.42)}" r="${f(h * 0.16)}" fill="${C.lime}" opacity="0.85"/>` +
        chimneys +
        `<rect x="0" y="${f(river)}" width="${w}" height="${f(h - river)}" fill="url(#river)"/>` +
        ripples +
        lattice +
        girder +
        gondola,
    }
  },

  paint(rng, w, h, accent) {
    let body = `<rect width="${w}" height="${h}" fill="${C.cream}"/>`
    const colours = shuffled(rng, [accent, ...BRIGHT])
    for (let i = 0; i < 7; i++) {
      body += `<path d="${blob(rng, rng.range(0, w), rng.range(0, h), rng.range(110, 260), 9)}" fill="${colours[i % colours.length]}" opacity="0.9"/>`
    }
    for (let i = 0; i < 6; i++) {
      const x1 = rng.range(0, w)
      const y1 = rng.range(0, h)
      body += `<path d="M${f(x1)},${f(y1)} Q${f(rng.range(0, w))},${f(rng.range(0, h))} ${f(rng.range(0, w))},${f(rng.range(0, h))}" fill="none" stroke="${rng.pick([C.ink, C.cream, ...BRIGHT])}" stroke-width="${f(rng.range(14, 40))}" stroke-linecap="round" opacity="0.85"/>`
    }
    for (let i = 0; i < 40; i++) {
      body += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h))}" r="${f(rng.range(3, 12))}" fill="${rng.pick(BRIGHT)}"/>`
    }
    return { defs: '', body }
  },

  lanterns(rng, w, h, accent) {
    let defs = linear('night', [C.ink, C.purple, '#8a2a7a'])
    const glows = [C.salmon, C.lime, C.pink, C.aqua, accent]
    glows.forEach((c, i) => {
      defs += `<radialGradient id="g${i}"><stop offset="0%" stop-color="#fffbe6"/><stop offset="35%" stop-color="${c}"/><stop offset="100%" stop-color="${c}" stop-opacity="0"/></radialGradient>`
    })
    let body = `<rect width="${w}" height="${h}" fill="url(#night)"/>`
    for (let i = 0; i < 60; i++) {
      body += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h * 0.45))}" r="${f(rng.range(1, 3))}" fill="#fffbe6" opacity="${f(rng.range(0.3, 0.9))}"/>`
    }
    // Rooftops
    let roof = `M0,${h}`
    for (let x = 0; x <= w; x += 120) {
      const y = h * 0.62 + rng.range(-30, 30)
      roof += ` L${x},${f(y)} L${x + 60},${f(y - 40)} L${x + 120},${f(y)}`
    }
    body += `<path d="${roof} L${w},${h} Z" fill="${C.ink}" opacity="0.8"/>`
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, w)
      const y = rng.range(h * 0.35, h * 0.9)
      const r = rng.range(22, 60)
      const g = rng.int(0, glows.length - 1)
      body += `<line x1="${f(x)}" y1="${f(y + r * 0.4)}" x2="${f(x + rng.range(-10, 10))}" y2="${f(y + r * 2.2)}" stroke="${C.ink}" stroke-width="4"/>`
      body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 2.2)}" fill="url(#g${g})" opacity="0.55"/>`
      body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.75)}" ry="${f(r * 0.6)}" fill="${glows[g]}"/>`
      body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.4)}" ry="${f(r * 0.32)}" fill="#fffbe6" opacity="0.7"/>`
    }
    return { defs, body }
  },

  ribbons(rng, w, h, accent) {
    const bg = rng.pick([
      [C.purple, C.pink],
      [C.blue, C.purple],
      [C.pink, C.salmon],
    ])
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
    for (let i = 0; i < 6; i++) {
      const y = rng.range(0, h)
      body += `<path d="M-50,${f(y)} C${f(w * 0.3)},${f(rng.range(-h * 0.3, h * 1.3))} ${f(w * 0.6)},${f(rng.range(-h * 0.3, h * 1.3))} ${w + 50},${f(rng.range(0, h))}" fill="none" stroke="${rng.pick([accent, C.lime, C.aqua, C.cream, C.salmon])}" stroke-width="${f(rng.range(24, 70))}" stroke-linecap="round" opacity="0.75"/>`
    }
    // Dancers: simple figures with arms raised
    for (let i = 0; i < 4; i++) {
      const x = w * (0.2 + i * 0.2) + rng.range(-30, 30)
      const y = h * 0.62 + rng.range(-40, 40)
      const s = rng.range(0.8, 1.2)
      body += `<g transform="translate(${f(x)},${f(y)}) scale(${f(s)})" stroke="${C.ink}" stroke-width="14" stroke-linecap="round" fill="none">
        <circle cx="0" cy="-120" r="28" fill="${C.ink}" stroke="none"/>
        <line x1="0" y1="-90" x2="${f(rng.range(-10, 10))}" y2="0"/>
        <line x1="0" y1="-75" x2="${f(rng.range(-75, -50))}" y2="${f(rng.range(-170, -130))}"/>
        <line x1="0" y1="-75" x2="${f(rng.range(50, 75))}" y2="${f(rng.range(-170, -110))}"/>
        <line x1="0" y1="0" x2="${f(rng.range(-50, -25))}" y2="90"/>
        <line x1="0" y1="0" x2="${f(rng.range(30, 70))}" y2="${f(rng.range(60, 90))}"/>
      </g>`
    }
    return { defs: linear('bg', bg, false), body }
  },

  seaside(rng, w, h, accent) {
    const horizon = h * 0.5
    let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
    body += `<circle cx="${f(rng.range(w * 0.6, w * 0.85))}" cy="${f(h * 0.22)}" r="70" fill="${C.cream}" opacity="0.9"/>`
    body += `<path d="M0,${f(horizon)} L${f(w * 0.25)},${f(horizon - 110)} L${f(w * 0.45)},${f(horizon - 80)} L${f(w * 0.5)},${f(horizon)} Z" fill="#2e6b4f"/>`
    body += `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${C.blue}"/>`
    for (let i = 0; i < 5; i++) {
      body += `<path d="${wave(w, horizon + 40 + i * 45, 10, rng.range(160, 260), rng.range(0, 6), h)}" fill="${[C.aqua, C.blue, C.aqua, '#3fc7c9', C.cream][i]}" opacity="${f(0.55 + i * 0.08)}"/>`
    }
    // Pier
    const deck = horizon + 40
    body += `<rect x="${f(w * 0.45)}" y="${f(deck)}" width="${f(w * 0.55)}" height="16" fill="${C.ink}"/>`
    for (let x = w * 0.47; x < w; x += 42) {
      body += `<rect x="${f(x)}" y="${f(deck)}" width="8" height="${f(h * 0.2)}" fill="${C.ink}"/>`
    }
    body += `<path d="${wave(w, h * 0.82, 18, 700, 1, h)}" fill="${C.sand}"/>`
    for (let i = 0; i < 7; i++) {
      const x = rng.range(40, w - 40)
      const y = rng.range(h * 0.86, h - 30)
      body += `<path d="M${f(x)},${f(y)} m-22,0 a22,22 0 0,1 44,0 Z" fill="${rng.pick([C.salmon, C.pink, accent, C.cream])}" stroke="${C.ink}" stroke-width="3"/>`
    }
    return { defs: linear('sky', [C.aqua, '#bfeff0']), body }
  },

  music(rng, w, h, accent) {
    const leftRings = rng() < 0.5
    const cx = leftRings ? rng.range(w * 0.18, w * 0.4) : rng.range(w * 0.6, w * 0.82)
    const cy = h * rng.range(0.35, 0.55)
    const rings = shuffled(rng, [accent, C.lime, C.aqua, C.salmon, C.pink])
    const bg = rng.pick([
      [C.ink, C.purple],
      [C.ink, C.blue],
      [C.purple, C.pink],
    ])
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
    const step = rng.range(55, 85)
    for (let i = 12; i > 0; i--) {
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(i * step)}" fill="none" stroke="${rings[i % rings.length]}" stroke-width="${f(6 + i * rng.range(0.6, 1.4))}" opacity="${f(0.15 + (12 - i) * 0.05)}"/>`
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(step)}" fill="${C.cream}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(step / 3)}" fill="${C.ink}"/>`
    const bars = rng.int(12, 20)
    const barW = rng.range(14, 26)
    const x0 = leftRings ? w * 0.55 : w * 0.08
    const base = h * rng.range(0.7, 0.8)
    const colours = shuffled(rng, BRIGHT)
    for (let i = 0; i < bars; i++) {
      const bh = rng.range(40, h * 0.5)
      body += `<rect x="${f(x0 + i * barW * 1.55)}" y="${f(base - bh)}" width="${f(barW)}" height="${f(bh)}" rx="${f(barW / 2)}" fill="${colours[i % colours.length]}"/>`
    }
    // A few notes drifting up
    for (let i = 0; i < 5; i++) {
      const x = rng.range(w * 0.1, w * 0.9)
      const y = rng.range(h * 0.1, h * 0.4)
      const c = rng.pick([C.cream, C.lime, C.salmon])
      body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="16" ry="12" fill="${c}" transform="rotate(-20 ${f(x)} ${f(y)})"/><line x1="${f(x + 14)}" y1="${f(y)}" x2="${f(x + 14)}" y2="${f(y - 60)}" stroke="${c}" stroke-width="5"/>`
    }
    return { defs: linear('bg', bg), body }
  },

  mural(rng, w, h, accent) {
    let body = `<rect width="${w}" height="${h}" fill="#b5543c"/>`
    for (let y = 0; y < h; y += 40) {
      const off = (y / 40) % 2 ? 45 : 0
      for (let x = -off; x < w; x += 90) {
        body += `<rect x="${x + 2}" y="${y + 2}" width="86" height="36" fill="#c4654a" opacity="0.6"/>`
      }
    }
    const cols = shuffled(rng, [accent, ...BRIGHT, C.cream])
    const cells = 5
    for (let i = 0; i < cells; i++) {
      const x = (w / cells) * i
      body += `<rect x="${f(x)}" y="${f(h * 0.1)}" width="${f(w / cells)}" height="${f(h * rng.range(0.55, 0.8))}" fill="${cols[i % cols.length]}" opacity="0.92"/>`
    }
    body += `<circle cx="${f(rng.range(w * 0.3, w * 0.7))}" cy="${f(h * 0.4)}" r="${f(h * 0.22)}" fill="${C.lime}" stroke="${C.ink}" stroke-width="12"/>`
    for (let i = 0; i < 5; i++) {
      body += `<path d="${blob(rng, rng.range(0, w), rng.range(h * 0.2, h * 0.7), rng.range(40, 90), 7)}" fill="${rng.pick(cols)}" stroke="${C.ink}" stroke-width="6"/>`
    }
    // Paint drips
    for (let i = 0; i < 10; i++) {
      const x = rng.range(0, w)
      body += `<rect x="${f(x)}" y="${f(h * 0.5)}" width="10" height="${f(rng.range(60, 200))}" rx="5" fill="${rng.pick(cols)}"/>`
    }
    body += `<rect x="0" y="${f(h * 0.86)}" width="${w}" height="${f(h * 0.14)}" fill="#6b6b6b"/>`
    return { defs: '', body }
  },

  bunting(rng, w, h, accent) {
    const bg = rng.pick([
      [C.cream, '#ffd9c9'],
      ['#dff6f6', C.cream],
      ['#f2f7c9', '#ffe3ef'],
    ])
    let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
    body += `<circle cx="${f(rng.range(w * 0.2, w * 0.8))}" cy="${f(h * rng.range(0.4, 0.6))}" r="${f(rng.range(120, 220))}" fill="${rng.pick([C.lime, C.salmon, C.aqua])}" opacity="0.45"/>`
    body += `<path d="${wave(w, h * 0.84, rng.range(10, 25), rng.range(500, 900), rng.range(0, 6), h)}" fill="#5fae6a"/>`
    const rows = rng.int(2, 3)
    for (let row = 0; row < rows; row++) {
      const y0 = h * (0.1 + row * (0.6 / rows)) + rng.range(-20, 20)
      const sag = rng.range(50, 110)
      body += `<path d="M-20,${f(y0)} Q${w / 2},${f(y0 + sag * 2)} ${w + 20},${f(y0)}" fill="none" stroke="${C.ink}" stroke-width="4"/>`
      const flags = 14
      for (let i = 0; i <= flags; i++) {
        const t = i / flags
        const x = -20 + (w + 40) * t
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0
        body += `<path d="M${f(x - 26)},${f(y)} L${f(x + 26)},${f(y)} L${f(x)},${f(y + 64)} Z" fill="${BRIGHT[(i + row * 2) % BRIGHT.length]}" transform="rotate(${f(rng.range(-8, 8))} ${f(x)} ${f(y)})"/>`
      }
    }
    for (let i = 0; i < 90; i++) {
      const x = rng.range(0, w)
      const y = rng.range(h * 0.5, h)
      body += `<rect x="${f(x)}" y="${f(y)}" width="${f(rng.range(8, 18))}" height="${f(rng.range(4, 9))}" fill="${rng.pick([accent, ...BRIGHT])}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})"/>`
    }
    return { defs: linear('bg', bg), body }
  },

  burst(rng, w, h, accent) {
    const cx = w * rng.range(0.4, 0.6)
    const cy = h * 0.45
    const palettes = [
      [C.purple, C.pink, C.salmon],
      [C.pink, C.salmon, C.purple],
      [C.blue, C.aqua, C.purple],
    ]
    const [base, ray1, ray2] = palettes[Math.max(0, BRIGHT.indexOf(accent)) % palettes.length]
    let body = `<rect width="${w}" height="${h}" fill="${base}"/>`
    const rays = rng.pick([16, 20, 24, 28])
    for (let i = 0; i < rays; i++) {
      const a1 = (i / rays) * Math.PI * 2
      const a2 = ((i + 0.5) / rays) * Math.PI * 2
      const R = w
      body += `<path d="M${f(cx)},${f(cy)} L${f(cx + Math.cos(a1) * R)},${f(cy + Math.sin(a1) * R)} L${f(cx + Math.cos(a2) * R)},${f(cy + Math.sin(a2) * R)} Z" fill="${i % 2 ? ray1 : ray2}" opacity="0.8"/>`
    }
    let star = ''
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 - Math.PI / 2
      const r = i % 2 ? 80 : 190
      star += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * r)},${f(cy + Math.sin(a) * r)} `
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="240" fill="${C.ink}" opacity="0.35"/>`
    body += `<path d="${star}Z" fill="${C.lime}" stroke="${C.ink}" stroke-width="10" stroke-linejoin="round"/>`
    for (let i = 0; i < 30; i++) {
      body += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h))}" r="${f(rng.range(4, 14))}" fill="${rng.pick([C.cream, C.lime, C.aqua])}"/>`
    }
    return { defs: '', body }
  },

  circles(rng, w, h, accent) {
    let body = `<rect width="${w}" height="${h}" fill="${C.cream}"/>`
    const cols = [accent, ...BRIGHT]
    const people = 9
    for (let i = 0; i < people; i++) {
      const x = (w / (people - 1)) * i + rng.range(-40, 40)
      const y = h * rng.range(0.45, 0.75)
      const c = cols[i % cols.length]
      body += `<circle cx="${f(x)}" cy="${f(y - 150)}" r="${f(rng.range(55, 75))}" fill="${c}" opacity="0.9"/>`
      body += `<path d="M${f(x - 120)},${h} Q${f(x - 120)},${f(y - 60)} ${f(x)},${f(y - 60)} Q${f(x + 120)},${f(y - 60)} ${f(x + 120)},${h} Z" fill="${c}" opacity="0.8"/>`
    }
    for (let i = 0; i < 6; i++) {
      body += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h * 0.3))}" r="${f(rng.range(20, 50))}" fill="none" stroke="${C.ink}" stroke-width="5" opacity="0.5"/>`
    }
    return { defs: '', body }
  },

  stripes(rng, w, h, accent) {
    let body = `<rect width="${w}" height="${h}" fill="${C.blue}"/>`
    for (let i = -h; i < w; i += 90) {
      body += `<path d="M${i},${h} L${i + h},0 L${i + h + 40},0 L${i + 40},${h} Z" fill="${C.aqua}" opacity="0.25"/>`
    }
    const bars = 7
    for (let i = 0; i < bars; i++) {
      const bh = h * (0.15 + (i / bars) * 0.55) + rng.range(-20, 20)
      body += `<rect x="${f(w * 0.12 + i * w * 0.11)}" y="${f(h * 0.85 - bh)}" width="${f(w * 0.08)}" height="${f(bh)}" rx="12" fill="${i === bars - 1 ? accent : [C.lime, C.salmon, C.pink, C.cream][i % 4]}"/>`
    }
    body += `<path d="M${f(w * 0.1)},${f(h * 0.7)} Q${f(w * 0.5)},${f(h * 0.6)} ${f(w * 0.9)},${f(h * 0.12)}" fill="none" stroke="${C.cream}" stroke-width="10" stroke-dasharray="24 18" stroke-linecap="round"/>`
    return { defs: '', body }
  },

  prints(rng, w, h, accent) {
    const bg = rng.pick([C.cream, '#fdeee4', '#eef7f7'])
    let body = `<rect width="${w}" height="${h}" fill="${bg}"/>`
    const size = 150
    const cols = shuffled(rng, [accent, ...BRIGHT])
    for (let y = 40; y < h; y += size + 30) {
      for (let x = 40; x < w; x += size + 30) {
        const c = rng.pick(cols)
        const cx = x + size / 2
        const cy = y + size / 2
        const kind = rng.int(0, 4)
        const rot = rng.int(0, 3) * 90
        let shape
        if (kind === 0) shape = `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${c}"/>`
        else if (kind === 1)
          shape = `<path d="M${x},${y + size} L${cx},${y} L${x + size},${y + size} Z" fill="${c}"/>`
        else if (kind === 2)
          shape = `<path d="M${x},${cy} A${size / 2},${size / 2} 0 0,1 ${x + size},${cy} Z" fill="${c}"/>`
        else if (kind === 3)
          shape = `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${c}"/><circle cx="${cx}" cy="${cy}" r="${size / 4}" fill="${bg}"/>`
        else
          shape = `<path d="M${x},${y} L${x + size},${y} L${x},${y + size} Z" fill="${c}"/><path d="M${x + size},${y + size} L${x + size},${y + 20} L${x + 20},${y + size} Z" fill="${C.ink}"/>`
        body += `<g transform="rotate(${rot} ${cx} ${cy})" opacity="${f(rng.range(0.75, 1))}">${shape}</g>`
      }
    }
    return { defs: '', body }
  },

  books(rng, w, h, accent) {
    let body = `<rect width="${w}" height="${h}" fill="#f6e7cf"/>`
    const shelves = 3
    for (let s = 0; s < shelves; s++) {
      const base = h * (0.3 + s * 0.3)
      let x = 30
      while (x < w - 40) {
        const bw = rng.range(28, 60)
        const bh = rng.range(h * 0.16, h * 0.24)
        const lean = rng() < 0.08 ? rng.range(-12, 12) : 0
        body += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="4" fill="${rng.pick([accent, ...BRIGHT, C.ink])}" transform="rotate(${f(lean)} ${f(x + bw / 2)} ${f(base)})"/>`
        body += `<rect x="${f(x + 6)}" y="${f(base - bh + 20)}" width="${f(bw - 12)}" height="8" fill="${C.cream}" opacity="0.7"/>`
        x += bw + rng.range(2, 6)
      }
      body += `<rect x="0" y="${f(base)}" width="${w}" height="20" fill="#8a5a3b"/>`
    }
    return { defs: '', body }
  },
}

// ---------------------------------------------------------------------------------------------
// Composition

// No words in the pictures: the page around them says what they are, at a size people can read.
function artwork({ seed, scene, accent, w, h }) {
  const rng = seeded(hash(seed))
  const { defs, body } = scenes[scene](rng, w, h, accent)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`
}

const SKIN = ['#f1c7a5', '#e0a884', '#c68863', '#8d5a3c', '#6b4028', '#f6d5bd']
const HAIR = ['#2b1d14', '#5a3b22', '#a8652d', '#d9b36c', '#1d1430', '#7d7d7d']

function avatar({ seed, name, accent }) {
  const rng = seeded(hash(seed))
  const s = 400
  const skin = rng.pick(SKIN)
  const hair = rng.pick(HAIR)
  const shirt = rng.pick(BRIGHT.filter((c) => c !== accent))
  const style = hash(name) % 4
  const hairBack =
    style === 1
      ? `<path d="M110,190 Q100,330 150,340 L250,340 Q300,330 290,190 Z" fill="${hair}"/>`
      : style === 3
        ? `<circle cx="200" cy="82" r="38" fill="${hair}"/>`
        : ''
  const hairTop =
    style === 2
      ? Array.from({ length: 9 }, (_, i) => {
          const a = Math.PI + (i / 8) * Math.PI
          return `<circle cx="${f(200 + Math.cos(a) * 88)}" cy="${f(178 + Math.sin(a) * 88)}" r="34" fill="${hair}"/>`
        }).join('')
      : `<path d="M112,185 Q110,92 200,88 Q290,92 288,185 Q250,130 200,140 Q150,130 112,185 Z" fill="${hair}"/>`
  let bg = `<rect width="${s}" height="${s}" fill="${accent}"/>`
  for (let i = 0; i < 6; i++) {
    bg += `<circle cx="${f(rng.range(0, s))}" cy="${f(rng.range(0, s))}" r="${f(rng.range(30, 90))}" fill="${C.cream}" opacity="0.18"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
    ${bg}
    ${hairBack}
    <path d="M60,400 Q60,290 200,285 Q340,290 340,400 Z" fill="${shirt}"/>
    <rect x="178" y="240" width="44" height="60" rx="18" fill="${skin}"/>
    <circle cx="200" cy="190" r="86" fill="${skin}"/>
    ${hairTop}
    <circle cx="170" cy="196" r="8" fill="${C.ink}"/>
    <circle cx="230" cy="196" r="8" fill="${C.ink}"/>
    <path d="M168,228 Q200,254 232,228" fill="none" stroke="${C.ink}" stroke-width="7" stroke-linecap="round"/>
    <circle cx="152" cy="222" r="12" fill="${C.pink}" opacity="0.25"/>
    <circle cx="248" cy="222" r="12" fill="${C.pink}" opacity="0.25"/>
  </svg>`
}

/** The home page video poster: people painting a mural, with a calm centre for a play button. */
function videoPoster() {
  const w = 1280
  const h = 720
  const rng = seeded(hash('video-poster'))
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/>`
  const cols = [C.pink, C.lime, C.aqua, C.salmon, C.blue, C.purple]
  // Painted shapes round the edges of the wall
  const spots = [
    [120, 140, 150],
    [330, 90, 110],
    [980, 110, 150],
    [1170, 250, 120],
    [150, 420, 130],
    [1120, 480, 140],
    [420, 560, 100],
    [860, 560, 110],
  ]
  spots.forEach(([x, y, r], i) => {
    body += `<path d="${blob(rng, x, y, r, 9, 0.4)}" fill="${cols[i % cols.length]}" opacity="0.95"/>`
  })
  for (let i = 0; i < 8; i++) {
    const x = rng.pick([rng.range(40, 380), rng.range(900, 1240)])
    body += `<path d="M${f(x)},${f(rng.range(60, 300))} q${f(rng.range(-80, 80))},${f(rng.range(60, 140))} ${f(rng.range(-60, 60))},${f(rng.range(140, 260))}" fill="none" stroke="${rng.pick(cols)}" stroke-width="${f(rng.range(18, 34))}" stroke-linecap="round"/>`
  }
  // A calm sunrise disc in the middle, where the play button goes
  body += `<circle cx="640" cy="330" r="210" fill="${C.cream}" opacity="0.9"/>`
  body += `<circle cx="640" cy="330" r="210" fill="none" stroke="${C.lime}" stroke-width="18"/>`
  body += `<circle cx="640" cy="330" r="250" fill="none" stroke="${C.pink}" stroke-width="8" stroke-dasharray="2 26" stroke-linecap="round"/>`
  // The pavement and the painters, silhouetted in front of the wall
  body += `<rect x="0" y="${h - 90}" width="${w}" height="90" fill="${C.ink}"/>`
  const painter = (x, scale, reach, colour, flip) =>
    `<g transform="translate(${x},${h - 90}) scale(${flip ? -scale : scale},${scale})" fill="${C.ink}" stroke="${C.ink}" stroke-linecap="round">
      <circle cx="0" cy="-250" r="34" stroke="none"/>
      <path d="M-44,0 L-40,-150 Q-40,-205 0,-208 Q40,-205 40,-150 L44,0 Z" stroke="none"/>
      <line x1="20" y1="-180" x2="${reach[0]}" y2="${reach[1]}" stroke-width="22"/>
      <line x1="${reach[0]}" y1="${reach[1]}" x2="${reach[0] + 30}" y2="${reach[1] - 40}" stroke-width="8"/>
      <circle cx="${reach[0] + 34}" cy="${reach[1] - 46}" r="12" fill="${colour}" stroke="none"/>
    </g>`
  body += painter(150, 1, [95, -300], C.lime, false)
  body += painter(330, 0.78, [90, -260], C.pink, false)
  body += painter(1130, 1.05, [95, -310], C.aqua, true)
  body += painter(960, 0.7, [85, -250], C.salmon, true)
  // Ladder by the right-hand painter
  body += `<g stroke="${C.ink}" stroke-width="10"><line x1="1010" y1="${h - 90}" x2="1050" y2="330"/><line x1="1070" y1="${h - 90}" x2="1105" y2="330"/>${[
    0, 1, 2, 3, 4,
  ]
    .map(
      (i) =>
        `<line x1="${1014 + i * 8}" y1="${h - 120 - i * 60}" x2="${1073 + i * 7}" y2="${h - 120 - i * 60}"/>`,
    )
    .join('')}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${linear('wall', ['#fbe3d3', '#f6c9b8'])}</defs>${body}</svg>`
}

// ---------------------------------------------------------------------------------------------
// Which scene each picture gets, by file name stem (one entry per image, cycling)

const SCENES = {
  'steel-river-stories': ['skyline', 'prints', 'circles', 'books'],
  'open-studio-saturdays': ['paint'],
  'voices-of-eston-hills': ['music'],
  'lantern-parade': ['lanterns', 'circles', 'paint', 'music', 'bunting'],
  'move-and-groove': ['ribbons'],
  'seashore-printmaking': ['seaside', 'prints', 'paint'],
  'rooftop-sessions': ['music'],
  'south-bank-mural': ['mural', 'circles', 'paint'],
  'folk-night': ['music'],
  'front-room-festival': ['bunting', 'circles', 'music', 'ribbons'],
  'awards-open': ['burst', 'circles', 'paint'],
  'cultural-collaborators': ['circles'],
  'festival-recap': ['bunting', 'circles', 'ribbons', 'music'],
  'awards-recipients': ['burst', 'prints', 'circles'],
  'funding-extension': ['stripes'],
  'make-it-grangetown': ['prints', 'paint', 'prints'],
  'libraries-partnership': ['books'],
  'mural-commission': ['mural'],
  'rooftop-lineup': ['music'],
}

function sceneFor(imageURL) {
  const stem = path.basename(imageURL, '.jpg')
  const match = /^(.*)-(\d+)$/.exec(stem)
  const base = match ? match[1] : stem
  const index = match ? Number(match[2]) - 1 : 0
  const list = SCENES[base] ?? ['paint']
  return list[index % list.length]
}

async function writeJpeg(file, svg, quality = 74) {
  const target = path.join(PUBLIC, file)
  await mkdir(path.dirname(target), { recursive: true })
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
  await writeFile(target, jpeg)
  return { file, bytes: jpeg.length }
}

async function main() {
  const content = demoContent()
  const jobs = []

  for (const collection of ['showcase', 'updates']) {
    for (const { data } of content[collection]) {
      data.images.forEach(({ imageURL }) => {
        jobs.push(() =>
          writeJpeg(
            imageURL,
            artwork({
              seed: imageURL,
              scene: sceneFor(imageURL),
              accent: THEME[data.themeColour] ?? C.pink,
              w: 1200,
              h: 800,
            }),
          ),
        )
      })
    }
  }

  for (const { data } of content.staff) {
    if (!data.imageURL) continue
    jobs.push(() =>
      writeJpeg(
        data.imageURL,
        avatar({
          seed: data.imageURL,
          name: data.name,
          accent: BRIGHT[data.ordering % BRIGHT.length],
        }),
        82,
      ),
    )
  }

  jobs.push(() =>
    writeJpeg(
      '/images/default-event.jpg',
      artwork({
        seed: 'default-event',
        scene: 'circles',
        accent: C.pink,
        w: 1200,
        h: 800,
      }),
    ),
  )
  jobs.push(() =>
    writeJpeg(
      '/images/default-update.jpg',
      artwork({
        seed: 'default-update',
        scene: 'prints',
        accent: C.purple,
        w: 1200,
        h: 800,
      }),
    ),
  )
  jobs.push(() => writeJpeg('/images/video-poster.jpg', videoPoster(), 78))

  let total = 0
  for (const job of jobs) {
    const { file, bytes } = await job()
    total += bytes
    console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KB  public${file}`)
  }
  console.log(`${jobs.length} images, ${(total / 1024).toFixed(0)} KB in all`)
}

await main()

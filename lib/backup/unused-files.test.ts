import type { StoredFile } from '@/lib/admin/media/pictures/store'
import { graceHours, isSiteFile, planClean } from './unused-files'

const A = '0f8fad5b-d9cb-469f-a165-70867728950e'
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const C = '16fd2706-8baf-433b-82eb-8c7fada847da'
const D = '886313e1-3b8a-5372-9b90-0c9aee199e5d'
const now = new Date('2026-11-27T09:00:00Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString()
const file = (path: string, created: string, bytes = 1000): StoredFile => ({ path, bytes, created })

describe('isSiteFile', () => {
  it('accepts the names the stores write', () => {
    expect(isSiteFile(`${A}.jpg`)).toBe(true)
    expect(isSiteFile(`${A}--application-form.pdf`)).toBe(true)
    expect(isSiteFile(`showcase/${A}.webp`)).toBe(true)
    expect(isSiteFile(`rounds/${A}/guidance-notes.docx`)).toBe(true)
    expect(isSiteFile(`media/${A}-800.avif`)).toBe(true)
  })

  it('refuses names the site never makes', () => {
    expect(isSiteFile('2026-11-27/2026-11-27.overall_export_metadata')).toBe(false)
    expect(isSiteFile('2026-11-27/all_namespaces/all_kinds/output-0')).toBe(false)
    expect(isSiteFile('notes.txt')).toBe(false)
    expect(isSiteFile(`x${A}.jpg`)).toBe(false)
    expect(isSiteFile(`${A}0.jpg`)).toBe(false)
    expect(isSiteFile(`${A.toUpperCase()}.jpg`)).toBe(false)
  })
})

describe('planClean', () => {
  it('removes only unused site files older than the grace period, and says why others stay', () => {
    const files = [
      file(`${A}.jpg`, hoursAgo(100), 5000),
      file(`${B}.jpg`, hoursAgo(100), 7000),
      file(`${C}.jpg`, hoursAgo(2)),
      file(`${D}.jpg`, ''),
      file('backup-export/output-0', hoursAgo(1000)),
      file(`old/${B}.png`, hoursAgo(25), 300),
    ]
    const plan = planClean({ files, referenced: new Set([`${A}.jpg`]), now, graceHours: 24 })
    expect(plan.remove.map((f) => f.path)).toEqual([`${B}.jpg`, `old/${B}.png`])
    expect(plan.removeBytes).toBe(7300)
    expect(plan.kept.map(({ file, reason }) => [file.path, reason])).toEqual([
      [`${A}.jpg`, 'referenced'],
      [`${C}.jpg`, 'recent'],
      [`${D}.jpg`, 'unknown-age'],
      ['backup-export/output-0', 'not-the-sites'],
    ])
    expect(plan.keptCounts).toEqual({
      referenced: 1,
      recent: 1,
      'unknown-age': 1,
      'not-the-sites': 1,
    })
  })

  it('keeps a file written exactly at the cutoff or later, and one dated in the future', () => {
    const plan = planClean({
      files: [
        file(`${A}.jpg`, hoursAgo(24)),
        file(`${B}.jpg`, hoursAgo(24.001)),
        file(`${C}.jpg`, hoursAgo(-5)),
      ],
      referenced: new Set(),
      now,
      graceHours: 24,
    })
    expect(plan.remove.map((f) => f.path)).toEqual([`${B}.jpg`])
    expect(plan.kept.map(({ reason }) => reason)).toEqual(['recent', 'recent'])
  })

  it('follows the grace period given', () => {
    const files = [file(`${A}.jpg`, hoursAgo(3))]
    const referenced = new Set<string>()
    expect(planClean({ files, referenced, now, graceHours: 2 }).remove).toHaveLength(1)
    expect(planClean({ files, referenced, now, graceHours: 4 }).remove).toHaveLength(0)
  })

  it('keeps every file of an upload one of whose files is in use', () => {
    const plan = planClean({
      files: [
        file(`media/${A}.jpg`, hoursAgo(100)),
        file(`media/${A}-800.webp`, hoursAgo(100)),
        file(`media/${A}/thumb.avif`, hoursAgo(100)),
        file(`media/${B}-800.webp`, hoursAgo(100)),
      ],
      referenced: new Set([`media/${A}.jpg`, 'not-a-site-file.jpg']),
      now,
      graceHours: 24,
    })
    expect(plan.remove.map((f) => f.path)).toEqual([`media/${B}-800.webp`])
    expect(plan.keptCounts.referenced).toBe(3)
  })

  it('keeps a referenced file however old it is', () => {
    const plan = planClean({
      files: [file(`showcase/${A}.jpg`, hoursAgo(10_000))],
      referenced: new Set([`showcase/${A}.jpg`]),
      now,
      graceHours: 1,
    })
    expect(plan.remove).toEqual([])
  })
})

describe('graceHours', () => {
  it('is 24 unless given, and takes fractions', () => {
    expect(graceHours(undefined)).toBe(24)
    expect(graceHours('')).toBe(24)
    expect(graceHours('48')).toBe(48)
    expect(graceHours('1.5')).toBe(1.5)
  })

  it('refuses anything under an hour or not a number', () => {
    for (const bad of ['0', '0.5', '-24', 'a day', 'Infinity', 'NaN']) {
      expect(() => graceHours(bad)).toThrow(/at least 1/)
    }
  })
})

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LOCAL_DOCUMENT_NAME } from '@/lib/awards/document-type'
import { withUploadedDocuments } from '../scripts/dev/award-round.mjs'
import { demoContent } from '../scripts/dev/demo-content.mjs'

const content = demoContent(new Date('2026-11-23T12:00:00Z'))
const documents = [...content.showcase, ...content.updates]

describe('the demo pictures', () => {
  it('are all in public/', () => {
    const missing = documents
      .flatMap((doc) => doc.data.images)
      .filter((image) => !existsSync(path.join('public', image.imageURL)))
    expect(missing).toEqual([])
  })

  it('belong to one event or update each', () => {
    const owners = new Map<string, string[]>()
    for (const doc of documents) {
      for (const { imageURL } of doc.data.images) {
        owners.set(imageURL, [...(owners.get(imageURL) ?? []), doc.id])
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([])
  })

  it('have titles that say what each picture shows, never the same twice in one slideshow', () => {
    for (const doc of documents) {
      const titles = doc.data.images.map((image: { imageTitle: string }) => image.imageTitle)
      expect(new Set(titles).size).toBe(titles.length)
      for (const title of titles) expect(title).not.toContain(doc.data.title)
    }
  })
})

describe('the demo award round', () => {
  it('has its documents seeded as uploads, under the names an editor’s upload gets', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-uploads-test-'))
    try {
      const [round] = content.awardRounds
      const uploaded = withUploadedDocuments(round!.data, dir)
      expect(uploaded.documents).toHaveLength(round!.data.documents.length)
      uploaded.documents.forEach((document: { url: string }, i: number) => {
        const name = document.url.replace(/^\/uploads\//, '')
        expect(name).toMatch(LOCAL_DOCUMENT_NAME)
        const original = path.join('public', round!.data.documents[i]!.url)
        expect(readFileSync(path.join(dir, name))).toEqual(readFileSync(original))
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

import type { BackedUpDocument } from './backup'
import { pathsInText, referencedPaths } from './references'

const local = { kind: 'local', dir: '/tmp/uploads' } as const
const cloud = { kind: 'cloud', bucket: 'cc-site.firebasestorage.app' } as const
const A = '0f8fad5b-d9cb-469f-a165-70867728950e'
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

const downloadUrl = (path: string, bucket: string = cloud.bucket) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${B}`

describe('pathsInText', () => {
  it('reads a local upload from its URL, alone, absolute, or in HTML and srcset', () => {
    expect(pathsInText(`/uploads/${A}.jpg`, local)).toEqual([`${A}.jpg`])
    expect(pathsInText(`https://site.example/uploads/${A}.webp?v=2`, local)).toEqual([`${A}.webp`])
    expect(pathsInText(`<p>Hi</p><img src="/uploads/${A}.png" alt="x">`, local)).toEqual([
      `${A}.png`,
    ])
    expect(pathsInText(`/uploads/${A}.jpg 1x, /uploads/${B}.jpg 2x`, local)).toEqual([
      `${A}.jpg`,
      `${B}.jpg`,
    ])
    expect(pathsInText(`/uploads/${A}--application-form.pdf`, local)).toEqual([
      `${A}--application-form.pdf`,
    ])
  })

  it('reads a URL the image optimiser wrapped, with the address encoded', () => {
    const wrapped = `/_next/image?url=${encodeURIComponent(`/uploads/${A}.jpg`)}&w=640&q=75`
    expect(pathsInText(wrapped, local)).toContain(`${A}.jpg`)
  })

  it('finds nothing in other text, and no Cloud Storage path for the local store', () => {
    expect(pathsInText('A walk along the river', local)).toEqual([])
    expect(pathsInText('/demo/river.jpg', local)).toEqual([])
    expect(pathsInText(downloadUrl(`showcase/${A}.jpg`), local)).toEqual([])
  })

  it("reads this bucket's download URLs as the object's path, decoded", () => {
    expect(pathsInText(downloadUrl(`showcase/${A}.jpg`), cloud)).toEqual([`showcase/${A}.jpg`])
    expect(pathsInText(downloadUrl(`rounds/${A}/application-form.docx`), cloud)).toEqual([
      `rounds/${A}/application-form.docx`,
    ])
    expect(
      pathsInText(`<img src="${downloadUrl(`updates/${A}.webp`).replace('&', '&amp;')}">`, cloud),
    ).toEqual([`updates/${A}.webp`])
  })

  it('reads public object URLs and gs:// addresses of this bucket', () => {
    expect(
      pathsInText(`https://storage.googleapis.com/${cloud.bucket}/staff/${A}.jpg`, cloud),
    ).toEqual([`staff/${A}.jpg`])
    expect(
      pathsInText(`https://${cloud.bucket}.storage.googleapis.com/pages/${A}.jpg`, cloud),
    ).toEqual([`pages/${A}.jpg`])
    expect(pathsInText(`gs://${cloud.bucket}/media/${A}.avif`, cloud)).toEqual([`media/${A}.avif`])
  })

  it('ignores other buckets, even one whose name starts the same', () => {
    expect(
      pathsInText(downloadUrl(`showcase/${A}.jpg`, 'other.firebasestorage.app'), cloud),
    ).toEqual([])
    expect(pathsInText(downloadUrl(`showcase/${A}.jpg`, `${cloud.bucket}-copy`), cloud)).toEqual([])
    expect(
      pathsInText(`https://storage.googleapis.com/xcc-site.firebasestorage.app/a.jpg`, cloud),
    ).toEqual([])
    // A dot in the bucket's name is a dot, not any character.
    expect(
      pathsInText(downloadUrl(`showcase/${A}.jpg`, 'cc-sitexfirebasestorage.app'), cloud),
    ).toEqual([])
  })

  it('reads a download URL wrapped by the image optimiser', () => {
    const wrapped = `/_next/image?url=${encodeURIComponent(downloadUrl(`showcase/${A}.jpg`))}&w=1080`
    expect(pathsInText(wrapped, cloud)).toContain(`showcase/${A}.jpg`)
  })

  it('keeps a malformed percent-escape as written rather than throwing', () => {
    expect(pathsInText(`/uploads/${A}%E0.jpg`, local)).toEqual([`${A}%E0.jpg`])
  })
})

const doc = (
  id: string,
  data: BackedUpDocument['data'],
  collections?: BackedUpDocument['collections'],
): BackedUpDocument => ({ id, data, ...(collections ? { collections } : {}) })

const timestamp = (date: Date) => ({
  __type: 'timestamp',
  seconds: Math.floor(date.getTime() / 1000),
  nanoseconds: 0,
})

describe('referencedPaths', () => {
  const now = new Date('2026-11-27T09:00:00Z')
  const options = { location: local, now, expiring: { adminPreviews: 'expiresAt' } }

  it('walks every string of every document, nested in maps and lists, in any collection', () => {
    const found = referencedPaths(
      {
        showcase: [doc('e1', { images: [{ imageURL: `/uploads/${A}.jpg`, imageTitle: 'A' }] })],
        // A collection the walker has never heard of, with its own field names.
        media: [doc('m1', { file: { url: `/uploads/${B}.webp` }, alt: 'Dancers' })],
        updates: [doc('u1', { body: `<p><img src="/uploads/${A}.png"></p>` })],
      },
      options,
    )
    expect([...found].sort()).toEqual([`${A}.jpg`, `${A}.png`, `${B}.webp`])
  })

  it('counts subcollections, and history: versions and deleted documents alike', () => {
    const found = referencedPaths(
      {
        showcase: [doc('e1', {}, { notes: [doc('n1', { picture: `/uploads/${A}.jpg` })] })],
        adminHistory: [
          doc('h1', {
            action: 'delete',
            at: timestamp(new Date('2020-01-01')),
            snapshot: { images: [{ imageURL: `/uploads/${B}.jpg` }] },
          }),
        ],
      },
      options,
    )
    expect([...found].sort()).toEqual([`${A}.jpg`, `${B}.jpg`])
  })

  it('counts a preview until it expires, and one with no expiry at all', () => {
    const preview = (id: string, expiresAt: BackedUpDocument['data'][string], name: string) =>
      doc(id, {
        collection: 'showcase',
        data: { images: [{ imageURL: `/uploads/${name}` }] },
        expiresAt,
      })
    const found = referencedPaths(
      {
        adminPreviews: [
          preview('live', timestamp(new Date('2026-11-27T12:00:00Z')), 'live.jpg'),
          preview('expired', timestamp(new Date('2026-11-27T08:59:59Z')), 'expired.jpg'),
          preview('odd', 'tomorrow', 'odd.jpg'),
          preview('none', null, 'none.jpg'),
        ],
      },
      options,
    )
    expect([...found].sort()).toEqual(['live.jpg', 'none.jpg', 'odd.jpg'])
  })

  it('applies an expiry only to its own collection', () => {
    const found = referencedPaths(
      {
        showcase: [
          doc('e1', { expiresAt: timestamp(new Date('2020-01-01')), picture: `/uploads/${A}.jpg` }),
        ],
      },
      options,
    )
    expect([...found]).toEqual([`${A}.jpg`])
  })
})

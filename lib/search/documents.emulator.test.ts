import { firestore } from '@/lib/firebase/admin'
import { at, clearFirestore, put } from '@/test/emulator/firestore'
import { getSearchVersion, searchDocuments } from './documents'
import type { SearchDocument } from './search-index'

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

beforeEach(async () => {
  await clearFirestore()
  const now = Date.now()
  await put('showcase', {
    e1: {
      title: 'Pottery evening',
      titleSlug: 'pottery-evening',
      description: '<p>Throw a <strong>pot</strong>.</p><script>alert(1)</script>',
      shortDescription: 'Clay for all.',
      categories: ['Crafts'],
      venue: { venueName: 'The Old Kiln' },
      dateStart: at('2026-05-01T19:00:00Z'),
      published: true,
    },
    draft: { title: 'Draft', titleSlug: 'draft', dateStart: at(iso(now)), published: false },
    later: {
      title: 'Scheduled',
      titleSlug: 'scheduled',
      dateStart: at(iso(now)),
      pubDate: at(iso(now + DAY)),
      published: true,
    },
    gone: {
      title: 'Unpublished at a time',
      titleSlug: 'gone',
      dateStart: at(iso(now - 2 * DAY)),
      unpublishAt: at(iso(now - DAY)),
      published: true,
    },
  })
  await put('updates', {
    u1: { title: 'Kiln funded', titleSlug: 'kiln', dateStart: at(iso(now)), published: true },
  })
  await put('dictionary', { d1: { letter: 'k', word: 'Kiln', desc: '<p>An oven.</p>' } })
  await put('questions', {
    q1: { category: 'Basics', question: 'Can I come?', answer: '<p>Yes.</p>' },
  })
})

describe('the search documents (Firestore emulator)', () => {
  it('holds the public events, updates, words and questions as plain text with their URLs', async () => {
    const { documents } = await searchDocuments()
    expect(documents.map((d) => d.id).sort()).toEqual([
      'dictionary/d1',
      'events/e1',
      'questions/q1',
      'updates/u1',
    ])
    expect(documents.find((d) => d.id === 'events/e1')).toMatchObject({
      kind: 'events',
      title: 'Pottery evening',
      text: 'Clay for all. Throw a pot.',
      tags: 'The Old Kiln Crafts',
      url: '/events/pottery-evening/e1',
      date: '2026-05-01T19:00:00.000Z',
      end: null,
    })
    expect(documents.find((d) => d.id === 'dictionary/d1')).toMatchObject({
      url: '/fyi/dictionary/k#term-kiln',
      text: 'An oven.',
      tags: '',
    })
    expect(documents.find((d) => d.id === 'questions/q1')?.url).toBe('/fyi/questions/Basics')
  })

  it('reads an edited document again, and its version changes', async () => {
    const before = await getSearchVersion()
    await firestore().collection('showcase').doc('e1').update({ title: 'Lantern evening' })
    const { version, documents } = await searchDocuments()
    expect(version).not.toBe(before)
    expect(await getSearchVersion()).toBe(version)
    expect(documents.find((d) => d.id === 'events/e1')?.title).toBe('Lantern evening')
  })

  it('drops an unpublished document', async () => {
    await firestore().collection('updates').doc('u1').update({ published: false })
    const { documents } = await searchDocuments()
    expect(documents.some((d) => d.kind === 'updates')).toBe(false)
  })
})

describe('the status of an event in search (Firestore emulator)', () => {
  it('is the status the editor chose, or the one its words give, and changes with it', async () => {
    await put('showcase', {
      off: {
        title: 'Lantern parade',
        titleSlug: 'lantern-parade',
        dateStart: at('2026-05-02T17:00:00Z'),
        status: 'postponed',
        published: true,
      },
      old: {
        title: 'Kiln opening',
        titleSlug: 'kiln-opening',
        categories: ['Cancelled'],
        dateStart: at('2026-05-03T17:00:00Z'),
        published: true,
      },
    })
    const statusOf = (documents: SearchDocument[], id: string) =>
      documents.find((d) => d.id === id)?.status
    const { documents } = await searchDocuments()
    expect(statusOf(documents, 'events/e1')).toBe('scheduled')
    expect(statusOf(documents, 'events/off')).toBe('postponed')
    expect(statusOf(documents, 'events/old')).toBe('cancelled')
    expect(statusOf(documents, 'updates/u1')).toBeNull()

    await firestore().collection('showcase').doc('e1').update({ status: 'cancelled' })
    expect(statusOf((await searchDocuments()).documents, 'events/e1')).toBe('cancelled')
  })
})

describe('a series in search (Firestore emulator)', () => {
  it('keeps its first date and rule, so results can say its next date and rhythm', async () => {
    const recurrence = { frequency: 'weekly', weekdays: ['SA'], count: 6 }
    await put('showcase', {
      choir: {
        title: 'Community choir',
        titleSlug: 'community-choir',
        dateStart: at('2026-05-02T09:00:00Z'),
        dateEnd: at('2026-05-02T11:00:00Z'),
        recurrence,
        published: true,
      },
    })
    const { documents } = await searchDocuments()
    const choir = documents.find((d) => d.id === 'events/choir')!
    expect(choir.series).toMatchObject({
      start: '2026-05-02T09:00:00.000Z',
      end: '2026-05-02T11:00:00.000Z',
      recurrence: { frequency: 'weekly', weekdays: ['SA'], count: 6 },
    })
    // The document's own dates are the whole series'.
    expect(choir).toMatchObject({
      date: '2026-05-02T09:00:00.000Z',
      end: '2026-06-06T11:00:00.000Z',
    })
    expect(documents.find((d) => d.id === 'events/e1')!.series).toBeNull()
  })
})

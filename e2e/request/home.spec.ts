import { expect, test } from '@playwright/test'
import { EVENTS_FIXTURES as F } from '../fixtures/events.mjs'
import { getHtml, type Html } from '../support/html'

// Moved from e2e/home.spec.ts (docs/testing.md): the home page's server HTML, which is also all
// a visitor without JavaScript gets. The video player, and axe once it plays, stay there.

const banner = (html: Html) => html.named('section', 'Featured events')
/** The events the banner rotates through: its first slide, then the others' plain list. */
function featuredIds(html: Html): string[] {
  const first = html.one('[data-slide-id]', banner(html))
  const others = html.all('[data-banner-more] a').map((a) => html.attr(a, 'href') ?? '')
  return [html.attr(first, 'data-slide-id') ?? '', ...others.map((href) => href.split('/')[3]!)]
}

test.describe('the home page', () => {
  test('welcomes, and links to every part of the site', async ({ request }) => {
    const html = await getHtml(request, '/')
    expect(html.text(html.one('h1'))).toBe('Welcome to Creative Communities')
    const explore = html.named('nav', 'Explore')
    for (const [name, href] of [
      [/^Get Involved/, '/get-involved'],
      [/^About/, '/about'],
      [/^Showcase/, '/events'],
      [/^News/, '/updates'],
      [/Opportunities/, '/opportunities'],
    ] as const) {
      expect(html.href(name, explore), String(name)).toBe(href)
    }
    expect(html.href(/Latest news/, explore)).toMatch(/^\/updates\/[^/]+\/[^/]+$/)
  })

  test('has a still awards banner linking to the awards page', async ({ request }) => {
    const html = await getHtml(request, '/')
    const award = html.named('section', 'Funding for community-led arts projects')
    expect(html.href('Find out about the awards and how to apply', award)).toBe(
      '/creative-communities-awards',
    )
    expect(html.all('button', award)).toHaveLength(0)
  })

  test('shows the featured events banner, without the unpublished one', async ({ request }) => {
    // Which events are featured, in which order, is featuredEvents' (lib/events/grouping.test.ts);
    // the rotation's buttons are the island's (components/events/featured-banner.client.test.tsx).
    const html = await getHtml(request, '/')
    const slide = html.one('[role="group"][data-slide-id]', banner(html))
    const count = Number(/^1 of (\d+)$/.exec(html.attr(slide, 'aria-label') ?? '')?.[1])
    const buttons = html.all('button', banner(html)).map((b) => html.name(b))
    expect(buttons.some((name) => name.startsWith('Pause'))).toBe(true)
    const seen = featuredIds(html)
    expect(seen).toHaveLength(count)
    for (const fixture of [F.later, F.onNowA, F.endedRecently]) expect(seen).toContain(fixture.id)
    // Nowhere in the page, Next's own copy of its props included.
    expect(html.source).not.toContain(F.hidden.id)
  })

  test('has a transcript of the video', async ({ request }) => {
    const html = await getHtml(request, '/')
    const [transcript] = html
      .all('details')
      .filter((d) => html.texts('summary', d).includes('Read the video transcript'))
    expect(transcript, 'the transcript').toBeDefined()
    expect(html.text(transcript!)).toMatch(/Creative Communities is about people in Middlesbrough/)
  })
})

test.describe('the home page without JavaScript', () => {
  test('shows the first featured event and the links, with nothing moving', async ({ request }) => {
    const html = await getHtml(request, '/')
    // What a browser without JavaScript shows: the first slide, and no controls (they wait,
    // hidden, for the script that makes them work).
    const slide = html.one('[role="group"][data-slide-id]', banner(html))
    expect(html.attr(slide, 'aria-label')).toMatch(/^1 of \d+$/)
    const buttons = html.all('button', banner(html))
    expect(html.all('[aria-hidden="true"] button', banner(html))).toEqual(buttons)
    // Every other featured event follows as a plain list: none is out of reach.
    const titles = [
      ...html.links(undefined, banner(html)).map((a) => html.text(a)),
      ...html.texts('[data-banner-more] a'),
    ].join('\n')
    for (const fixture of [F.later, F.onNowA, F.endedRecently])
      expect(titles).toContain(fixture.title)
    expect(html.links(undefined, html.named('nav', 'Explore'))).toHaveLength(6)
    expect(html.all('iframe')).toHaveLength(0)
    // The play button is a plain link to the video on YouTube until scripts run.
    expect(html.href(/Watch the video on YouTube/)).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    )
  })
})

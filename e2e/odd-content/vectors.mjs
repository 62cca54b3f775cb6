// The documents of e2e/injection/injection.spec.ts, which writes them into the emulator for
// the time of the spec only: script-injection vectors in every field the site renders, in
// every collection. Each vector calls __inj(n) if it ever runs, so the spec can say which one
// got through. Events ended in 1991 and news from 1991 (the last pages of the listings),
// dictionary words under J, FAQ categories and staff names starting 'Injection'.
// Every field holds every vector, spread over as many documents as its length limit needs.

/** Vector templates; {n} is the vector's number. Markup, attribute breakouts, URL schemes. */
const TEMPLATES = [
  '<script>__inj({n})</script>',
  '<img src=x onerror=__inj({n})>',
  '<svg onload=__inj({n})>',
  '<svg/onload=__inj({n})>',
  '"><script>__inj({n})</script>',
  "'><img src=x onerror=__inj({n})>",
  '" onmouseover="__inj({n})" x="',
  "' onfocus='__inj({n})' autofocus x='",
  '</title><script>__inj({n})</script>',
  '</textarea><script>__inj({n})</script>',
  '</script><script>__inj({n})</script>',
  '</style><script>__inj({n})</script>',
  '--><script>__inj({n})</script><!--',
  ']]><script>__inj({n})</script>',
  '<iframe srcdoc="<script>parent.__inj({n})</script>">',
  '<a href="javascript:__inj({n})">x</a>',
  '<a href="JaVaScRiPt:__inj({n})">x</a>',
  '<a href="java&#x09;script:__inj({n})">x</a>',
  '<a href="&#106;avascript:__inj({n})">x</a>',
  '<a href=" javascript:__inj({n})">x</a>',
  '<a href="data:text/html,<script>__inj({n})</script>">x</a>',
  '<a href="vbscript:__inj({n})">x</a>',
  '<a href="#" onclick="__inj({n})">x</a>',
  '<details open ontoggle=__inj({n})>',
  '<body onload=__inj({n})>',
  '<input autofocus onfocus=__inj({n})>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__inj({n})>',
  '<noscript><p title="</noscript><img src=x onerror=__inj({n})>">',
  '<style>@import "javascript:__inj({n})"</style>',
  '<div style="background:url(javascript:__inj({n}))">x</div>',
  '<form action="javascript:__inj({n})"><button>x</button></form>',
  '<button formaction="javascript:__inj({n})">x</button>',
  '<object data="javascript:__inj({n})"></object>',
  '<embed src="javascript:__inj({n})">',
  '<base href="javascript:__inj({n})//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__inj({n})">',
  '<link rel=stylesheet href="javascript:__inj({n})">',
  '<svg><a xlink:href="javascript:__inj({n})"><text y=20>x</text></a></svg>',
  '<svg><animate onbegin=__inj({n}) attributeName=x dur=1s>',
  '<video><source onerror=__inj({n})></video>',
  '<audio src=x onerror=__inj({n})>',
  '<img src=x:x onerror=__inj({n})//',
  '<img src="x" onerror="__inj({n})"',
  '<img src=x onerror=&#95;&#95;inj({n})>',
  '<img srcset=",,,,x" onerror=__inj({n})>',
  '<<script>__inj({n})//<</script>',
  '<scr<script>ipt>__inj({n})</scr</script>ipt>',
  '&lt;script&gt;__inj({n})&lt;/script&gt;',
  '%3Cscript%3E__inj({n})%3C/script%3E',
  '\\u003cscript\\u003e__inj({n})\\u003c/script\\u003e',
  '{{constructor.constructor("__inj({n})")()}}',
  '\u000b<script>__inj({n})</script>\u001b',
  '\u2028<script>__inj({n})</script>\u2029',
  'x\r\nX-INJ:{n}\r\n<script>__inj({n})</script>',
  'javascript:__inj({n})',
  'data:text/html;base64,PHNjcmlwdD5fX2luaigxKTwvc2NyaXB0Pg==#{n}',
  '//evil.example/{n}.png',
  '/\\evil.example/{n}.png',
  'https://evil.example/{n}.png" onerror="__inj({n})',
  '<img src="https://evil.example/{n}.png">',
]

/** Each template as written and again with its tag and handler names in other cases. */
export const VECTORS = [
  ...TEMPLATES,
  ...TEMPLATES.map(
    (t) =>
      '\t' +
      t
        .replace(/<(\/?)([a-z])/g, (_, slash, c) => `<${slash}${c.toUpperCase()}`)
        .replace(/ on([a-z])/g, (_, c) => ` oN${c.toUpperCase()}`),
  ),
].map((template, n) => template.replaceAll('{n}', String(n)))

/** The vectors in groups whose text fits a title (200 characters) after a short prefix. */
export const VECTOR_GROUPS = (() => {
  const groups = [[]]
  for (const vector of VECTORS) {
    const group = groups.at(-1)
    if (group.length && [...group, vector].join(' ').length > 180) groups.push([vector])
    else group.push(vector)
  }
  return groups.map((vectors, i) => ({ n: String(i).padStart(2, '0'), vectors }))
})()

const DAY = 86_400_000
const START = Date.parse('1991-03-01T18:00:00Z')

export const INJECTION_EVENTS = VECTOR_GROUPS.map(({ n }) => ({
  id: `injection-${n}`,
  slug: `injection-fixture-${n}`,
}))
export const INJECTION_UPDATES = VECTOR_GROUPS.map(({ n }) => ({
  id: `injection-update-${n}`,
  slug: `injection-fixture-update-${n}`,
}))

/** The documents, by collection, as the seed helpers take them. */
export function injectionContent() {
  const text = (vectors) => vectors.join(' ')
  const html = (vectors) => vectors.map((v) => `<p>${v}</p>`).join('')
  return {
    showcase: VECTOR_GROUPS.map(({ n, vectors }, i) => ({
      id: INJECTION_EVENTS[i].id,
      data: {
        title: `Injection ${n} ${text(vectors)}`,
        titleSlug: INJECTION_EVENTS[i].slug,
        titleSplit: [`Injection ${n}`, text(vectors)],
        description: html(vectors),
        shortDescription: text(vectors),
        dateStart: new Date(START + i * DAY),
        dateEnd: new Date(START + i * DAY + 2 * 3_600_000),
        featureUntil: null,
        ticket: {
          needed: 'Yes',
          ticketInfo: html(vectors),
          ticketLink: `https://example.org/tickets?v=${text(vectors)}`,
          ageRestrictions: text(vectors),
        },
        venue: {
          venueName: text(vectors),
          venueInfo: text(vectors),
          venueLocation: text(vectors),
          venueURL: `https://example.org/venue#${text(vectors)}`,
        },
        images: [
          { imageURL: '/images/default-event.jpg', imageTitle: text(vectors) },
          ...vectors.map((v) => ({ imageURL: v, imageTitle: v })),
        ],
        documents: [
          {
            documentURL: `https://example.org/doc?v=${text(vectors)}`,
            documentTitle: text(vectors),
          },
          ...vectors.map((v) => ({ documentURL: v, documentTitle: v })),
        ],
        categories: [`Injection ${n} ${text(vectors)}`],
        pubDate: new Date(START - 30 * DAY),
        themeColour: 'white',
        published: true,
      },
    })),
    updates: VECTOR_GROUPS.map(({ n, vectors }, i) => ({
      id: INJECTION_UPDATES[i].id,
      data: {
        title: `Injection ${n} ${text(vectors)}`,
        titleSlug: INJECTION_UPDATES[i].slug,
        description: html(vectors),
        shortDescription: text(vectors),
        dateStart: new Date(START + i * DAY),
        images: [{ imageURL: '/images/default-event.jpg', imageTitle: text(vectors) }],
        categories: [`Injection ${text(vectors)}`],
        themeColour: 'aqua',
        published: true,
        forms: [
          {
            formURL: `https://example.org/form?v=${text(vectors)}`,
            formTitle: text(vectors),
            formDescription: html(vectors),
          },
          ...vectors.map((v) => ({ formURL: v, formTitle: v, formDescription: v })),
        ],
      },
    })),
    dictionary: VECTORS.map((vector, n) => ({
      id: `injection-word-${n}`,
      data: { letter: 'J', word: `Jinx ${n} ${vector}`, type: vector.slice(0, 50), desc: vector },
    })),
    // One category per vector: a category is a page address, so it is kept short (see
    // lib/questions/schema.ts), and a group of vectors would not fit.
    questions: VECTORS.map((vector, n) => ({
      id: `injection-question-${n}`,
      data: {
        category: `Injection ${n} ${vector}`,
        question: `Injection ${n} ${vector}`,
        answer: `<p>${vector}</p>`,
      },
    })),
    staff: VECTORS.map((vector, n) => ({
      id: `injection-staff-${n}`,
      data: { ordering: 900 + n, name: `Injection ${n} ${vector}`, role: vector, bio: vector },
    })),
  }
}

import { PICTURE_BUCKET } from './image-hosts.mjs'
import { sanitizeEditorialHtml } from './sanitize'

describe('sanitizeEditorialHtml', () => {
  it('removes script elements and their content', () => {
    expect(sanitizeEditorialHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>')
  })

  it('removes event-handler attributes', () => {
    const html = sanitizeEditorialHtml(
      `<p onclick="steal()">Hi <img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" onerror="steal()" alt="a"></p>`,
    )
    expect(html).not.toMatch(/onclick|onerror|steal/)
    expect(html).toContain(
      `<img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="a" />`,
    )
  })

  it('drops javascript: and data: URLs', () => {
    const html = sanitizeEditorialHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><img src="data:image/png;base64,AAA"><a href="data:text/html,x">c</a>',
    )
    expect(html).not.toMatch(/javascript:|data:/i)
  })

  it('removes style attributes, style elements and iframes', () => {
    const html = sanitizeEditorialHtml(
      '<p style="color:red">x</p><style>p{}</style><iframe src="https://x.org"></iframe>',
    )
    expect(html).toBe('<p>x</p>')
  })

  it('keeps editorial structure: headings, lists, emphasis, links and images', () => {
    const input = `<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><a href="/contact">Contact</a><img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="A">`
    expect(sanitizeEditorialHtml(input)).toBe(
      `<h2>Title</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><a href="/contact">Contact</a><img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="A" />`,
    )
  })

  it('turns an editor’s h1 into an h2, since the page owns its h1', () => {
    expect(sanitizeEditorialHtml('<h1>Big</h1>')).toBe('<h2>Big</h2>')
  })

  it('adds rel="noopener noreferrer" to links to other sites, and only to those', () => {
    expect(sanitizeEditorialHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeEditorialHtml('<a href="/events" rel="nofollow">x</a>')).toBe(
      '<a href="/events">x</a>',
    )
  })

  it('gives an image without alt text an empty alt, and keeps one that has it', () => {
    expect(
      sanitizeEditorialHtml(`<img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg">`),
    ).toBe(`<img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="" />`)
    expect(
      sanitizeEditorialHtml(
        `<img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="A choir">`,
      ),
    ).toBe(`<img src="https://storage.googleapis.com/${PICTURE_BUCKET}/a.jpg" alt="A choir" />`)
  })

  it('keeps pictures only from the site and its Cloud Storage, dropping tracking pixels', () => {
    expect(
      sanitizeEditorialHtml(
        '<p>a<img src="https://tracker.example/p.gif"><img src="https://storage.googleapis.com/someone-elses-bucket/p.gif">b<img src="http://storage.googleapis.com/b/x.jpg">' +
          '<img src="/\\evil.example/x.jpg"><img src="/downloads/x.jpg"><img src="/demo/a.jpg" alt="ours"></p>',
      ),
    ).toBe('<p>ab<img src="/demo/a.jpg" alt="ours" /></p>')
  })

  it('keeps mailto: and tel: links', () => {
    expect(
      sanitizeEditorialHtml('<a href="mailto:a@b.org">m</a><a href="tel:+441642000000">t</a>'),
    ).toBe('<a href="mailto:a@b.org">m</a><a href="tel:+441642000000">t</a>')
  })
})

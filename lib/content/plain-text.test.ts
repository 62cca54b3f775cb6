import { htmlText, printableText } from './plain-text'

describe('htmlText', () => {
  it('keeps the words of an HTML fragment, on one line, entities read', () => {
    expect(htmlText('<p>Fish &amp; chips</p>\n<p>at <a href="/x">the&nbsp;pier</a></p>')).toBe(
      'Fish & chips at the pier',
    )
    expect(htmlText('<p>&lt;script&gt; is text here, &quot;quoted&quot; &#39;too&#39;</p>')).toBe(
      `<script> is text here, "quoted" 'too'`,
    )
  })

  it('reads every entity, joins inline tags to their words and keeps what a reader never sees out', () => {
    expect(htmlText('<p>Don&rsquo;t miss <strong>Pott</strong>ery<br>at&#x20;10&hellip;</p>')).toBe(
      'Don\u2019t miss Pottery at 10\u2026',
    )
    expect(
      htmlText('<p>Open</p><!-- a > b --><script>var x = "<p>hidden</p>"</script><p>day</p>'),
    ).toBe('Open day')
  })
})

describe('printableText', () => {
  it('removes control characters but keeps tabs and line breaks', () => {
    expect(printableText('Under 5s\u000b\tfree\r\n')).toBe('Under 5s\tfree\r\n')
  })
})

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
})

describe('printableText', () => {
  it('removes control characters but keeps tabs and line breaks', () => {
    expect(printableText('Under 5s\u000b\tfree\r\n')).toBe('Under 5s\tfree\r\n')
  })
})

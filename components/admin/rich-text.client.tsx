'use client'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useState } from 'react'
import { FieldError } from './field'

/**
 * Tiptap, configured to make only what the public sanitiser keeps (lib/content/sanitize.ts):
 * paragraphs, h2 to h4, lists, quotes, rules, bold, italic, underline, strikethrough, inline
 * code and http(s), mailto and tel links. No code blocks (no <pre>), no h1 (the page's own).
 * The server sanitises again on save with the same allowlist.
 */
const EXTENSIONS = [
  StarterKit.configure({
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      // The site decides how links open (lib/content/sanitize.ts), not the editor.
      HTMLAttributes: { target: null },
      protocols: ['mailto', 'tel'],
      isAllowedUri: (url) => /^(https?:|mailto:|tel:|\/(?![/\\]))/i.test(url),
    },
  }),
]

type Chain = ReturnType<Editor['chain']>

/** The toolbar: each button's name, when it shows as pressed, and what it does. */
const TOOLS: [label: string, active: (editor: Editor) => boolean, run: (chain: Chain) => Chain][] =
  [
    ['Bold', (e) => e.isActive('bold'), (c) => c.toggleBold()],
    ['Italic', (e) => e.isActive('italic'), (c) => c.toggleItalic()],
    ['Heading', (e) => e.isActive('heading', { level: 2 }), (c) => c.toggleHeading({ level: 2 })],
    [
      'Subheading',
      (e) => e.isActive('heading', { level: 3 }),
      (c) => c.toggleHeading({ level: 3 }),
    ],
    ['Bulleted list', (e) => e.isActive('bulletList'), (c) => c.toggleBulletList()],
    ['Numbered list', (e) => e.isActive('orderedList'), (c) => c.toggleOrderedList()],
    ['Quote', (e) => e.isActive('blockquote'), (c) => c.toggleBlockquote()],
  ]

/**
 * A rich-text field: a toolbar of toggle buttons over an editable area labelled by the
 * field's label, and a hidden input carrying the HTML to the server action.
 */
export function RichTextField({
  name,
  label,
  hint,
  error,
  defaultValue,
  idPrefix,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  defaultValue: string
  idPrefix: string
}) {
  const id = `${idPrefix}${name}`
  const [html, setHtml] = useState(defaultValue)
  const [linkOpen, setLinkOpen] = useState(false)
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'admin-rich-text__area',
      },
    },
    // Without the empty paragraphs a last Enter leaves behind.
    onUpdate: ({ editor }) =>
      setHtml(editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '')),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor ? TOOLS.map(([, active]) => active(editor)).concat(editor.isActive('link')) : [],
  })

  return (
    <div className={error ? 'admin-field admin-field--error' : 'admin-field'}>
      <span className="admin-label" id={`${id}-label`}>
        {label}
      </span>
      {hint ? (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
      <div className="admin-rich-text">
        <div role="toolbar" aria-label={`Formatting of ${label}`} className="admin-toolbar">
          {TOOLS.map(([label, , run], index) => (
            <button
              key={label}
              type="button"
              aria-pressed={Boolean(active?.[index])}
              disabled={!editor}
              onClick={() => editor && run(editor.chain().focus()).run()}
            >
              {label}
            </button>
          ))}
          <button
            type="button"
            aria-pressed={Boolean(active?.[TOOLS.length])}
            aria-expanded={linkOpen}
            disabled={!editor}
            onClick={() => setLinkOpen((open) => !open)}
          >
            Link
          </button>
        </div>
        {linkOpen && editor ? (
          <LinkForm
            idPrefix={id}
            current={String(editor.getAttributes('link').href ?? '')}
            onDone={(href) => {
              const chain = editor.chain().focus().extendMarkRange('link')
              if (href) chain.setLink({ href }).run()
              else chain.unsetLink().run()
              setLinkOpen(false)
            }}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  )
}

/** The address of a link, typed in the page rather than a browser prompt. */
function LinkForm({
  idPrefix,
  current,
  onDone,
}: {
  idPrefix: string
  current: string
  onDone: (href: string) => void
}) {
  const [href, setHref] = useState(current)
  const id = `${idPrefix}-link`
  return (
    <div className="admin-link-form">
      <label htmlFor={id}>Link address (empty to remove the link)</label>
      <input
        id={id}
        type="url"
        value={href}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            onDone(href.trim())
          }
        }}
      />
      <button type="button" onClick={() => onDone(href.trim())}>
        Apply link
      </button>
    </div>
  )
}

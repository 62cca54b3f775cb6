import { Fragment } from 'react'
import type { Segment } from '@/lib/search/snippet'

/** Text with the matched words in <mark>: React escapes every segment, so no HTML gets in. */
export function MarkedText({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) =>
    segment.mark ? (
      <mark key={i}>{segment.text}</mark>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  )
}

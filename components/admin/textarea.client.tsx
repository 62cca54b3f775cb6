'use client'
import { useLayoutEffect, useRef, type ComponentProps } from 'react'

/**
 * What was typed into a textarea before React took it over. React 19.3 puts a textarea back
 * to its server text when it hydrates it, even an uncontrolled one (inputs are spared):
 * docs/upstream/textarea-hydration.md. This module is evaluated before React renders the
 * fields that import it, so it sees that typing.
 */
const typedEarly = new WeakMap<HTMLTextAreaElement, string>()
const live = new WeakSet<HTMLTextAreaElement>()
if (typeof document !== 'undefined') {
  for (const box of document.querySelectorAll('textarea')) {
    if (box.value !== box.defaultValue) typedEarly.set(box, box.value)
  }
  document.addEventListener(
    'input',
    ({ target }) => {
      if (target instanceof HTMLTextAreaElement && !live.has(target)) {
        typedEarly.set(target, target.value)
      }
    },
    true,
  )
}

/** A textarea of the admin's forms (uncontrolled) that keeps what was typed before hydration. */
export function Textarea({ ref, ...props }: ComponentProps<'textarea'>) {
  const box = useRef<HTMLTextAreaElement>(null)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    live.add(element)
    const typed = typedEarly.get(element)
    if (typed !== undefined && typed !== element.value) element.value = typed
    typedEarly.delete(element)
  }, [])
  return (
    <textarea
      {...props}
      ref={(element) => {
        box.current = element
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
    />
  )
}

import type { ComponentType } from 'react'
import { CopyNote } from '@/components/admin/document-page'
import type { DocumentFormProps } from '@/components/admin/edit-form.client'
import { editableReader, type Editable } from '@/lib/admin/documents/documents'
import { duplicateValues } from '@/lib/admin/forms/fields'
import type { CollectionScreens, EditView } from './screens'

/** How a collection's new and edit screens are made from its form and its data functions. */
export interface FormScreensSpec<V, P> {
  Form: ComponentType<DocumentFormProps<V> & P>
  /** Its collection (its config.ts), whose stored documents the edit screen reads. */
  kind: { collection: string }
  /** A stored document as the form's values, or (null) a new document's. */
  values: (stored: Record<string, unknown> | null) => V
  /** Instead of the stored document, read with the editor's role checked (a test's fixture). */
  read?: (id: string) => Promise<Editable<V> | null>
  /** What the edit page says of the document beside its form. */
  describe: (doc: Editable<V>) => Omit<EditView, 'id' | 'form' | 'duplicate'>
  /** What the form needs beside its values (the choices it offers), loaded for each screen. */
  extra?: () => Promise<P>
  /** Offers "Duplicate": a new form can start from a copy of a document (?from=id). */
  duplicate?: boolean
}

/**
 * A collection's newForm and edit: its form, empty or copied for a new document, or opened at
 * the stored version (keyed by it, so a save shows the saved values). The [collection]/new
 * route checks the editor's role before newForm; the read checks it itself.
 */
export function formScreens<V extends Record<string, unknown>, P extends object = object>(
  spec: FormScreensSpec<V, P>,
): Required<Pick<CollectionScreens, 'newForm' | 'edit'>> {
  const { Form, describe, duplicate = false } = spec
  const blank = () => spec.values(null)
  const read = spec.read ?? editableReader(spec.kind.collection, spec.values)
  const extra = spec.extra ?? (async () => ({}) as P)
  return {
    newForm: async (from) => {
      const [more, source] = await Promise.all([extra(), duplicate && from ? read(from) : null])
      const values = source ? duplicateValues(source.values, blank()) : blank()
      return (
        <>
          {source ? <CopyNote title={describe(source).title} /> : null}
          <Form {...more} values={values} />
        </>
      )
    },
    edit: async (id) => {
      const doc = await read(id)
      if (!doc) return null
      const more = await extra()
      return {
        ...describe(doc),
        id: doc.id,
        duplicate,
        form: (
          <Form {...more} key={doc.version} id={doc.id} version={doc.version} values={doc.values} />
        ),
      }
    },
  }
}

/** The title and publication of a document with pages of its own (events, updates). */
export function publication(doc: Editable<{ title: string }>) {
  const { values, published, scheduledFor, unpublishAt } = doc
  return { title: values.title, published, scheduledFor, unpublishAt }
}

import { z } from 'zod'
import {
  assetUrlField,
  htmlField,
  lenientArray,
  sharedContentFields,
  timestampField,
  titleField,
} from '@/lib/content/fields'
import type { DocumentMeta } from '@/lib/content/parse'

const formSchema = z.object({
  formURL: assetUrlField,
  formTitle: titleField,
  formDescription: htmlField.prefault(''),
})

/** An `updates` document (a news item); `dateStart` is its publication date. */
export const updateSchema = z.object({
  ...sharedContentFields,
  dateStart: timestampField,
  forms: lenientArray(formSchema, 'form'),
})

export type Update = z.output<typeof updateSchema> & DocumentMeta
export type UpdateForm = Update['forms'][number]

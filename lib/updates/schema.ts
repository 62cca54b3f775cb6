import { z } from 'zod'
import {
  assetUrlField,
  categoriesField,
  htmlField,
  imageSchema,
  lenientArray,
  slugField,
  themeColourField,
  timestampField,
} from '@/lib/content/fields'
import type { DocumentMeta } from '@/lib/content/parse'

const formSchema = z.object({
  formURL: assetUrlField,
  formTitle: z.string().trim().min(1),
  formDescription: htmlField.prefault(''),
})

/** An `updates` document (a news item); `dateStart` is its publication date. */
export const updateSchema = z.object({
  title: z.string().trim().min(1),
  titleSlug: slugField,
  description: htmlField.prefault(''),
  shortDescription: z.string().default(''),
  dateStart: timestampField,
  images: lenientArray(imageSchema, 'image'),
  categories: categoriesField,
  themeColour: themeColourField,
  published: z.boolean(),
  forms: lenientArray(formSchema, 'form'),
})

export type Update = z.output<typeof updateSchema> & DocumentMeta
export type UpdateForm = Update['forms'][number]

import { z } from 'zod'
import { imageUrlField, shortTextField, timestampField } from '@/lib/content/fields'
import { TEXT_LIMITS } from '@/lib/content/field-rules'
import type { DocumentMeta } from '@/lib/content/parse'
import type { FocalPoint } from '@/lib/content/focal'

const percent = z.number().min(0).max(100)

/**
 * A `media` document: one picture of the library, uploaded once and used on any number of
 * events and updates (which keep a copy of what the public site needs, lib/media/usage.ts).
 */
export const mediaSchema = z
  .object({
    /** Where the file is (the picture store, or a bundled demo file). */
    url: imageUrlField,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The editors' name for it, searched in the library; not shown on the site. */
    title: z.string().trim().max(TEXT_LIMITS.title).default(''),
    /** What it shows, for people who cannot see it: the <img> alt on the site. */
    alt: shortTextField.default(''),
    credit: z.string().trim().max(TEXT_LIMITS.title).default(''),
    focalX: percent.nullish().default(null),
    focalY: percent.nullish().default(null),
    /** Who uploaded it (an editor's e-mail address). */
    uploadedBy: z.string().default(''),
    createdAt: timestampField.nullish().transform((value) => value ?? null),
  })
  .transform(({ focalX, focalY, ...picture }) => ({
    ...picture,
    focal: focalX === null || focalY === null ? null : ({ x: focalX, y: focalY } as FocalPoint),
  }))

export type MediaItem = z.output<typeof mediaSchema> & DocumentMeta

'use client'
import {
  FILE_NAME_HEADER,
  STAGED_PREFIX,
  UPLOAD_PATH,
  type StagedAnswer,
} from '@/lib/admin/media/staging-names'

/** Why a file could not be sent ahead of its form, in the editor's words. */
export class UploadRefused extends Error {}

/**
 * Sends one file to the upload route as the post's whole body, and answers the value the form
 * sends in its place. The route checks the session before reading a byte, so a server action
 * never has to take a file in its body (next.config.mjs keeps those small).
 */
async function stage(file: File): Promise<string> {
  const response = await fetch(UPLOAD_PATH, {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      [FILE_NAME_HEADER]: encodeURIComponent(file.name),
    },
  })
  if (!response.ok) {
    const reason = response.status < 500 ? (await response.text()).slice(0, 300) : ''
    throw new UploadRefused(`${file.name} could not be sent. ${reason}`.trim())
  }
  const { id } = (await response.json()) as StagedAnswer
  return `${STAGED_PREFIX}${id}`
}

/** A form's data with every chosen file sent ahead (stage) and named by its staged id. */
export async function withStagedFiles(data: FormData): Promise<FormData> {
  const entries = [...data.entries()]
  if (!entries.some(([, value]) => value instanceof File && value.size > 0)) return data
  const staged = new FormData()
  for (const [name, value] of entries) {
    staged.append(name, value instanceof File && value.size > 0 ? await stage(value) : value)
  }
  return staged
}

'use client'
import { MEDIA } from '@/lib/admin/media/config'
import { saveMedia } from '@/lib/admin/media/actions'
import type { MediaFormValues } from '@/lib/admin/media/form'
import { AltTextField } from '@/components/admin/alt-text-field.client'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'
import { PictureInput } from '@/components/admin/field'
import { FocalPointPicker } from '@/components/admin/focal-point.client'

/** The file of a picture in the library, as its edit page shows it. */
export interface MediaFile {
  url: string
  width: number
  height: number
}

/**
 * A picture of the library: a new one's file, and every picture's focal point, alt text,
 * credit and title (its file is never replaced: a new file is a new picture).
 */
export function MediaForm(
  props: DocumentFormProps<MediaFormValues> & {
    file?: MediaFile
  },
) {
  const { file, ...rest } = props
  return (
    <EditForm {...rest} action={saveMedia} kind={MEDIA} createLabel="Upload the picture">
      {({ state, idPrefix, text }) => (
        <>
          {file ? (
            <FocalPointPicker
              {...file}
              src={file.url}
              focalX={state.values.focalX}
              focalY={state.values.focalY}
              errors={state.errors}
              idPrefix={idPrefix}
            />
          ) : (
            <PictureInput
              name="file"
              label="Picture"
              hint="JPEG, PNG, WebP or AVIF. A large photo is made smaller (2,560 pixels at most) before it is sent; location and camera details are removed. You set its focal point once it is uploaded."
              error={state.errors.file}
              idPrefix={idPrefix}
            />
          )}
          <AltTextField value={state.values.alt} error={state.errors.alt} idPrefix={idPrefix} />
          {text('credit', 'Credit', 'Who took or made it, as they want to be named. Optional.')}
          {text(
            'title',
            'Title',
            'A name to find it by in the library; not shown on the site. The alt text if left empty.',
          )}
        </>
      )}
    </EditForm>
  )
}

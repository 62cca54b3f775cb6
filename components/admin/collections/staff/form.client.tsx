'use client'
import { STAFF } from '@/lib/admin/collections/staff/config'
import { saveProfile } from '@/lib/admin/collections/staff/actions'
import type { StaffFormValues } from '@/lib/admin/collections/staff/form'
import { EditForm, type DocumentFormProps } from '@/components/admin/edit-form.client'
import { PictureInput } from '@/components/admin/field'

/** A staff profile: name, role, bio and photo (checked and cleaned like event pictures). */
export function StaffForm(props: DocumentFormProps<StaffFormValues>) {
  return (
    <EditForm {...props} action={saveProfile} kind={STAFF}>
      {({ state, idPrefix, text, area }) => {
        const { imageURL, name } = state.values
        const hint = 'A JPEG, PNG, WebP or AVIF picture of up to 10 MB.'
        return (
          <>
            {text('name', 'Name')}
            {text('role', 'Role', 'Their job in the programme.')}
            {area('bio', 'Bio', 'Plain text: a few sentences.', 5)}
            <input type="hidden" name="imageURL" value={imageURL} />
            {imageURL ? (
              <div className="admin-field admin-photo">
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored file as it is */}
                <img
                  src={imageURL}
                  alt={`The photo of ${name || 'this profile'} now`}
                  width={120}
                />
                <div className="admin-field--check">
                  <input type="checkbox" id={`${idPrefix}removePhoto`} name="removePhoto" />
                  <label htmlFor={`${idPrefix}removePhoto`}>Remove the photo</label>
                </div>
              </div>
            ) : null}
            <PictureInput
              name="photo"
              label={imageURL ? 'A new photo' : 'Photo'}
              hint={hint}
              error={state.errors.photo}
              idPrefix={idPrefix}
            />
          </>
        )
      }}
    </EditForm>
  )
}

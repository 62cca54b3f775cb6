import { pictureCropResponse, type PictureParams } from '@/lib/gate/picture-response'
import { DEFAULT_UPDATE_IMAGE } from '@/lib/updates/images'
import { getUpdate } from '@/lib/updates/queries'

/** The update's lead picture at 16:9, 4:3 or 1:1, for its structured data. */
export async function GET(_request: Request, { params }: { params: Promise<PictureParams> }) {
  return pictureCropResponse('updates', params, getUpdate, DEFAULT_UPDATE_IMAGE)
}

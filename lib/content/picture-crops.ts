/**
 * The crops of a document's lead picture that search engines ask for: Google's structured
 * data guidelines want an Event's or an article's image at 16:9, 4:3 and 1:1, each of at
 * least 50,000 pixels. They are served below the document's page as
 * /{kind}/{slug}/{id}/picture-{crop}.jpg (see app/(site)/…/[picture]/route.ts). Pure: the
 * gate and the structured data both use the names.
 */
export const PICTURE_CROPS = {
  '16x9': { width: 1200, height: 675 },
  '4x3': { width: 1200, height: 900 },
  '1x1': { width: 1200, height: 1200 },
} as const

export type PictureCrop = keyof typeof PICTURE_CROPS

const CROPS = Object.keys(PICTURE_CROPS) as PictureCrop[]

/** The file name of a crop below a document's page. */
export function pictureCropFile(crop: PictureCrop): string {
  return `picture-${crop}.jpg`
}

/** Every crop's file name, as the gate accepts them below a document's page. */
export const PICTURE_CROP_FILES: readonly string[] = CROPS.map(pictureCropFile)

/** Which crop a file name asks for, or null for any other name. */
export function pictureCropOf(file: string): PictureCrop | null {
  return CROPS.find((crop) => pictureCropFile(crop) === file) ?? null
}

/** The absolute URLs of every crop of the document at `pageUrl`, widest first. */
export function pictureCropUrls(pageUrl: string): string[] {
  return CROPS.map((crop) => `${pageUrl}/${pictureCropFile(crop)}`)
}

export declare const IMAGE_REMOTE_PATTERNS: { protocol: 'https'; hostname: string }[]
export declare function isAllowedImageUrl(url: URL): boolean

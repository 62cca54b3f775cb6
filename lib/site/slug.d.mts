export declare function slugify(text: string): string

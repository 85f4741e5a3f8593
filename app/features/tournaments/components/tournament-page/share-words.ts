/** What a tournament's Share link's status line says after a copy, or after the browser refused one. */
export const shareWords = {
  copied: 'Link copied.',
  failed: 'Select the address above to copy it.',
} as const;

import styles from './disclosure.module.css'

/**
 * Without JavaScript the disclosure buttons cannot work, so every panel is shown open and the
 * arrows are hidden: the content stays readable. Browsers with scripting enabled treat
 * <noscript> content as text, so this never affects them. Render once per page.
 */
export function DisclosureNoScript() {
  const css =
    `.${styles.panel}{grid-template-rows:1fr!important;visibility:visible!important}` +
    `.${styles.arrow}{display:none!important}` +
    `.${styles.button}{cursor:auto}`
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  )
}

/** What the XRechnung rules use of saxon-js, which ships no types. */
declare module 'saxon-js' {
  interface SaxonJs {
    getResource(options: { text: string; type: 'xml' }): Promise<unknown>;
    XPath: { evaluate(expression: string, context: unknown, options?: { namespaceContext?: Record<string, string> }): unknown };
  }
  const SaxonJS: SaxonJs;
  export default SaxonJS;
}

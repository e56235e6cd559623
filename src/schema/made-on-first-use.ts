/**
 * A value made at its first use, then kept. For what is costly to make while a module loads and is
 * not needed then: an Intl formatter (the page's first one loads the browser's locale data, 20–200 ms
 * in Chromium here, which had lengthened the evaluation of the admin's modules).
 */
export const madeOnFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => {
    if (made === undefined) made = make();
    return made;
  };
};

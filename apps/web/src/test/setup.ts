import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom lacks two reflected properties of selects that browsers have. react-hook-form reads
// them to tell a select the person changed before the form was ready (left alone) from one
// it fills in with the form's default value; without them every select looks changed.
if (!('size' in HTMLSelectElement.prototype))
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
if (!('defaultSelected' in HTMLOptionElement.prototype))
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { describe, expect, it } from 'vitest';
import { bodyOf, formValues, insertAt, responseOptionLabel } from './response-form';

describe('canned response form', () => {
  it('sends only the languages written', () => {
    const form = formValues(null, 'personal');
    form.name = 'Delay';
    form.texts.es = { subject: 'Retraso', body: 'Su envío {{ shipment_number }} se retrasa.' };
    expect(bodyOf(form)).toEqual({
      name: 'Delay',
      purpose: 'shipment_update',
      scope: 'personal',
      texts: { es: { subject: 'Retraso', body: 'Su envío {{ shipment_number }} se retrasa.' } },
    });
  });

  it('inserts a placeholder at the cursor, spaced from the words around it', () => {
    expect(insertAt('New ETA: ', '{{ eta }}', 9, 9)).toEqual({ text: 'New ETA: {{ eta }}', cursor: 18 });
    expect(insertAt('Hello ,', '{{ consignee }}', 6, 6)).toEqual({ text: 'Hello {{ consignee }},', cursor: 21 });
    expect(insertAt('Hi NAME!', '{{ consignee }}', 3, 7)).toEqual({ text: 'Hi {{ consignee }}!', cursor: 18 });
    expect(insertAt('Dear', '{{ consignee }}', 4, 4)).toEqual({ text: 'Dear {{ consignee }}', cursor: 20 });
  });

  it('names a response’s purpose in the composer only when the name does not already say it', () => {
    expect(responseOptionLabel('Delay', 'Delay')).toBe('Delay');
    expect(responseOptionLabel('delay ', 'Delay')).toBe('delay ');
    expect(responseOptionLabel('Late truck', 'Delay')).toBe('Late truck · Delay');
    expect(responseOptionLabel('Retraso', 'Retraso')).toBe('Retraso');
  });
});

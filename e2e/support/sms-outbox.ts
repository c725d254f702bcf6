import { expect, type Page } from '@playwright/test';

/** The texts the sandbox SMS outbox holds for a phone, newest first. */
export async function readSmsTexts(page: Page, phone: string): Promise<string[]> {
  const response = await page.request.get(`/sandbox/api/sms?phone=${phone}`);
  const body = (await response.json()) as { data: { list: { text: string }[] } };
  return body.data.list.map((message) => message.text);
}

/** Waits until the notification worker (polling every 2 s) has delivered an SMS with this text to the phone. */
export async function expectSmsTo(page: Page, phone: string, text: string): Promise<void> {
  await expect
    .poll(async () => (await readSmsTexts(page, phone)).some((message) => message.includes(text)), {
      message: `an SMS to ${phone} containing ${text}`,
      timeout: 20_000,
    })
    .toBe(true);
}

import { describe, expect, it } from 'vitest';
import { cardLookupFailureText } from './lookup-failure.ts';

describe('cardLookupFailureText (/card)', () => {
  it('shows the server message of -998 and -100', () => {
    expect(cardLookupFailureText(-998, '核验记录不存在或已过期，请重新核验')).toBe('核验记录不存在或已过期，请重新核验');
    expect(cardLookupFailureText(-100, '身份核验尚未完成，请完成人脸识别')).toBe('身份核验尚未完成，请完成人脸识别');
  });

  it('falls back to the fixed text when the server sent no message', () => {
    expect(cardLookupFailureText(-998, '')).toBe('身份核验失败，请重试');
    expect(cardLookupFailureText(-100, '  ')).toBe('身份核验失败，请重试');
  });

  it('says the fixed text for any other failed check', () => {
    expect(cardLookupFailureText(-1, '系统更新中，请稍后重试...')).toBe('身份核验失败，请重试');
    expect(cardLookupFailureText(7, '别的原因')).toBe('身份核验失败，请重试');
  });
});

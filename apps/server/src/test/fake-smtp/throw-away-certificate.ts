import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowAwayCertificate {
  /** The private key (PEM). */
  key: string;
  /** The self-signed certificate (PEM): the only thing a client needs to trust the server. */
  cert: string;
}

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid two days, made by openssl (node:crypto
 * makes keys but no X.509 certificates). Its key never leaves the temporary folder's lifetime.
 */
export function createThrowAwayCertificate(commonName = 'fake-smtp.test'): ThrowAwayCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'fake-smtp-'));
  try {
    const keyPath = join(folder, 'key.pem');
    const certPath = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '2',
        '-subj',
        `/CN=${commonName}`,
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

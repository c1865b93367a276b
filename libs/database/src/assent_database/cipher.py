"""Credentials at rest: Fernet (AES-128-CBC with HMAC-SHA256, from ``cryptography``) under several
keys. The first key encrypts; every key decrypts, so keys rotate without downtime: add a new key
first, run ``assent secrets rotate`` (``rotate`` re-encrypts each value under the first key), then
drop the old key. A value that no configured key opens raises ``CredentialUnreadable``, which says
nothing about the value."""

from collections.abc import Sequence

from cryptography.fernet import Fernet, InvalidToken, MultiFernet


class CredentialUnreadable(Exception):
    """No configured key decrypts this value (wrong keys, or the value was tampered with)."""


def generate_key() -> str:
    return Fernet.generate_key().decode()


def parse_keys(value: str) -> list[str]:
    """Keys as settings hold them: comma- or whitespace-separated, the encrypting one first."""
    return [key for key in value.replace(",", " ").split() if key]


class CredentialCipher:
    def __init__(self, keys: Sequence[str]) -> None:
        if not keys:
            raise ValueError("no encryption key configured (ASSENT_SECRET_KEYS)")
        try:
            self._fernet = MultiFernet([Fernet(key) for key in keys])
        except ValueError as error:  # do not echo the key
            raise ValueError("an encryption key is not a Fernet key (32 url-safe base64 bytes)") from error

    def encrypt(self, plain: str) -> str:
        return self._fernet.encrypt(plain.encode()).decode()

    def decrypt(self, token: str) -> str:
        try:
            return self._fernet.decrypt(token.encode()).decode()
        except InvalidToken:
            raise CredentialUnreadable from None

    def rotate(self, token: str) -> str:
        """``token`` re-encrypted under the first key."""
        try:
            return self._fernet.rotate(token.encode()).decode()
        except InvalidToken:
            raise CredentialUnreadable from None

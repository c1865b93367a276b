"""The credential cipher: authenticated, several keys, the first encrypts, rotation re-encrypts."""

import pytest

from assent_database.cipher import CredentialCipher, CredentialUnreadable, generate_key, parse_keys

SECRET = "ghp_marker_7f3a"


def test_a_value_round_trips_and_its_ciphertext_does_not_contain_it() -> None:
    cipher = CredentialCipher([generate_key()])
    token = cipher.encrypt(SECRET)
    assert SECRET not in token
    assert cipher.decrypt(token) == SECRET
    assert cipher.encrypt(SECRET) != token  # a fresh IV each time


def test_old_keys_decrypt_and_rotation_moves_values_to_the_first_key() -> None:
    old, new = generate_key(), generate_key()
    token = CredentialCipher([old]).encrypt(SECRET)
    both = CredentialCipher([new, old])
    assert both.decrypt(token) == SECRET
    rotated = both.rotate(token)
    assert CredentialCipher([new]).decrypt(rotated) == SECRET
    with pytest.raises(CredentialUnreadable):
        CredentialCipher([new]).decrypt(token)


def test_a_tampered_value_or_a_wrong_key_is_refused_without_saying_what_it_held() -> None:
    token = CredentialCipher([generate_key()]).encrypt(SECRET)
    with pytest.raises(CredentialUnreadable) as refused:
        CredentialCipher([generate_key()]).decrypt(token)
    assert SECRET not in str(refused.value)
    tampered = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    with pytest.raises(CredentialUnreadable):
        CredentialCipher([generate_key()]).decrypt(tampered)


def test_keys_are_configured_as_a_list_and_a_bad_key_is_not_echoed() -> None:
    assert parse_keys(" a, b  c,") == ["a", "b", "c"]
    with pytest.raises(ValueError, match="no encryption key"):
        CredentialCipher([])
    with pytest.raises(ValueError) as bad:
        CredentialCipher(["not-a-key-secret"])
    assert "not-a-key-secret" not in str(bad.value)

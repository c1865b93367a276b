"""Schemathesis hooks of ``test_e2e_openapi_schemathesis`` (loaded by the CLI through ``SCHEMATHESIS_HOOKS``).

``positive_data_acceptance`` expects a schema-valid request to be accepted. Some refusals depend on what
the request means, not on its form: a model, project key, toolkit or connection that does not exist for
this user (422 ``unknown_model`` …), a transcript that does not end with the user's message, a sign-in
``state`` only the sign-in flow issues (400 ``sign_in_failed``). ``schema_valid_request_accepted`` is
that check with those allowed; a refusal *as malformed or not fitting the schema* (``FORM_REFUSALS``)
still fails, as the document would then promise more than the server takes (decision 020).
"""

import schemathesis
from schemathesis import Case, CheckContext, Response
from schemathesis.specs.openapi.checks import positive_data_acceptance

FORM_REFUSALS = {
    "malformed_json",
    "nesting_too_deep",
    "validation_error",
    "invalid_parameter",
    "invalid_last_event_id",
    "unsupported_media_type",
    "malformed_request",
    "headers_too_large",
    "content_too_large",
}
"""Problem codes saying the request's form is wrong: never the answer to a schema-valid request."""


def _problem_code(response: Response) -> str | None:
    try:
        body = response.json()
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


@schemathesis.check
def schema_valid_request_accepted(ctx: CheckContext, response: Response, case: Case) -> bool | None:
    """``positive_data_acceptance``, except for a refusal of what the request means (see the module)."""
    try:
        return positive_data_acceptance(ctx, response, case)
    except AssertionError:
        if response.status_code in (400, 422) and _problem_code(response) not in FORM_REFUSALS:
            return None
        raise

"""The models (LLMs) a caller's organisation may use, per project key, from the directory."""

from assent_contracts.directory import Directory, User
from assent_gateway.schemas import ModelItem


def models_for(directory: Directory, user: User) -> list[ModelItem]:
    return [
        ModelItem(id=model.id, project_key=key.id, supports_tools=model.supports_tools)
        for key, model in directory.models_of(user)
    ]

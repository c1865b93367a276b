"""Verb agreement: the kind of operation a request asks for must match the action's operation.

Most action names start with a verb (`update_event`, `delete_file`, `listPullRequests`); people say
the same operation in everyday words ("move my dentist appointment" is an update, "get rid of" a
delete, "what's on my agenda" a read). Both sides map onto a few general operation classes. An
action whose leading verb is in a class the request also names gets a small bonus, so among actions
about the same object the right operation wins, while the object still decides among actions of the
same operation. Actions without a recognised leading verb, and requests without an operation word,
are left alone. The table is general English, with no knowledge of any particular toolkit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from assent_discovery.engine.analysis import Analyzer, split_words

# class → words meaning it. The first word names the class. A word may sit in several classes
# ("move" is both a relocation and a change of time); an action's verb that heads a class belongs
# to that class only.
VERB_CLASSES: tuple[str, ...] = (
    "read get fetch retrieve read show view see display look lookup check inspect list enumerate "
    "browse search find query locate discover what which who whose where how any describe tell "
    "give open return",
    "create create add new make generate build compose start setup schedule book plan draft "
    "insert register put write open spin kick launch",
    "update update edit modify change alter revise amend patch adjust rename set fix move "
    "reschedule push postpone bump shift upgrade downgrade mark reopen close turn assign",
    "delete delete remove erase destroy drop discard trash purge clear wipe cancel rid throw take kick",
    "send send post tell notify announce share text dm ping reply respond answer forward say",
    "move move transfer relocate drag rename put",
    "download download export save grab",
    "upload upload attach import",
    "stop stop halt pause abort suspend disable mute cancel",
    "run run trigger execute play resume enable retry rerun",
)


# Words after a participle that make it describe a thing ("opened by", "assigned to", "created last").
_QUALIFIERS = frozenset(
    "by to for in on at last this yesterday today since before after from within".split()  # noqa: SIM905
)


class VerbClasses:
    """Operation classes as bit masks, for actions (by leading name word) and for requests."""

    def __init__(self, analyzer: Analyzer) -> None:
        self._analyzer = analyzer
        self._word_masks: dict[str, int] = {}
        self._heads: dict[str, int] = {}
        for bit, group in enumerate(VERB_CLASSES):
            head, *words = group.split()
            self._heads[analyzer.stem(head)] = 1 << bit
            for word in words:
                stem = analyzer.stem(word)
                self._word_masks[stem] = self._word_masks.get(stem, 0) | (1 << bit)

    def is_verb(self, word: str) -> bool:
        """Whether `word` names an operation (of any class)."""
        stem = self._analyzer.stem(word)
        return stem in self._word_masks or stem in self._heads

    def action_masks(self, actions: Iterable[Sequence[str]]) -> np.ndarray:
        """One mask per action, from its texts in order (name part, title, description): the classes
        of the first of them that starts with an operation word (`weatherapi` has none, but its
        description "Returns the weather…" does), or 0."""
        masks: list[int] = []
        for texts in actions:
            mask = 0
            for text in texts:
                words = split_words(text[:80])
                stem = self._analyzer.stem(words[0]) if words else ""
                mask = self._heads.get(stem, self._word_masks.get(stem, 0))
                if mask:
                    break
            masks.append(mask)
        return np.asarray(masks, dtype=np.int64)

    def query_mask(self, query: str) -> int:
        """The classes named anywhere in the request (0 when it names no operation).

        A participle that qualifies a thing ("opened by octocat", "assigned to me", "created last
        week") describes items that exist: it names a read, not its own operation."""
        mask = 0
        words = split_words(query)
        for i, word in enumerate(words):
            following = words[i + 1] if i + 1 < len(words) else ""
            if word.endswith("ed") and following in _QUALIFIERS and i > 0:
                mask |= 1
                continue
            mask |= self._word_masks.get(self._analyzer.stem(word), 0)
        return mask


def agreement(action_masks: np.ndarray, query_mask: int) -> np.ndarray:
    """1.0 where an action's operation is one the request names, else 0.0 (all 0 without one)."""
    if query_mask == 0:
        return np.zeros(action_masks.shape, dtype=np.float32)
    return ((action_masks & query_mask) != 0).astype(np.float32)

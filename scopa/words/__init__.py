"""Every word a player reads, in every language: the Fluent catalogues and the card names.

:mod:`.catalogue` reads ``scopa/locales/<lang>/*.ftl``; :mod:`.cards` names the cards with
their articles from those messages. The UI, the network's headless messages and the store may
use this package; the rules core may not (it reads no files of words).
"""
